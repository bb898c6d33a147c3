import type { FlowDocument, ReadFlowDocument } from '@/canvas/engine';
import type { Queryable } from '../../platform/db/db';
import { ApiError, notFound } from '../../platform/api-error';
import { parseFlowDocument } from '../../platform/http/flow-document-body';
import { storedFlowDocument } from '../repo/stored-flow-document';
import { findFlow } from '../repo/flows';
import type { FlowRow } from '../repo/rows';
import { iso, presentFlowSummary } from './present';

/** A flow of a bot of the caller's account, or 404. */
export async function requireFlow(q: Queryable, esme: number, id: string): Promise<FlowRow> {
  const row = await findFlow(q, esme, id);
  if (!row) throw notFound('No such flow.');
  return row;
}

/** A chatbot flow's document: an automation's is refused by name, as the chatbot runtime cannot run its kinds. */
export function parseChatbotDocument(value: unknown): FlowDocument {
  const doc = parseFlowDocument(value);
  if ((doc.documentType ?? 'chatbot') !== 'chatbot') {
    throw new ApiError('invalidRequest', 'Invalid document.documentType.', { 'document.documentType': 'A chatbot flow holds a chatbot document, not an automation.' });
  }
  return doc;
}

/** The stored document with the fields the server owns set from the row (id, bot, version, state). */
export function documentOf(row: FlowRow): ReadFlowDocument {
  const summary = presentFlowSummary(row);
  return { ...storedFlowDocument(row.document), id: row.id, botId: row.bot_id, name: row.name, version: row.version, state: summary.state };
}

export function presentFlowDetail(row: FlowRow) {
  return { ...presentFlowSummary(row), document: documentOf(row) };
}

/** 409 with the stored draft, so the editor can offer to reload it or to overwrite it. */
export function versionConflict(row: FlowRow, baseVersion: number): ApiError {
  return new ApiError(
    'versionConflict',
    `The flow was changed (version ${row.version}, by ${row.updated_by}) since your version ${baseVersion}. Reload it, or save again with baseVersion ${row.version} to overwrite.`,
    undefined,
    { current: { version: row.version, document: documentOf(row), updated_on: iso(row.updated_on), updated_by: row.updated_by } },
  );
}
