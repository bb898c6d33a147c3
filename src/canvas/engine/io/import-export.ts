import type { $ZodIssue } from 'zod/v4/core';
import type { FlowDocumentJson } from '@/api/contracts/chatbot-flows';
import { CURRENT_SCHEMA_VERSION, flowDocumentSchema, type FlowDocument } from '../model/flow-schema';
import { OLDEST_SCHEMA_VERSION, migrateToCurrent } from './migrations';

export interface ImportError {
  /** Dotted path of the bad value, e.g. `nodes.3.data.url`; empty for the whole document. */
  path: string;
  message: string;
}

/** A document the reader returned: the contracts' `FlowDocumentJson` brand says so to the server's answers. */
export type ReadFlowDocument = FlowDocument & FlowDocumentJson;

export type ImportResult = { ok: true; doc: ReadFlowDocument } | { ok: false; errors: ImportError[] };

/**
 * Serialises a flow document as pretty JSON in the current schema version.
 * @example const json = exportFlow(store.getDoc());
 */
export function exportFlow(doc: FlowDocument): string {
  return JSON.stringify(doc, null, 2);
}

function issuePath(issue: $ZodIssue): string {
  return issue.path.map(String).join('.');
}

function duplicateIdErrors(doc: FlowDocument): ImportError[] {
  const errors: ImportError[] = [];
  for (const list of ['nodes', 'edges'] as const) {
    const seen = new Set<string>();
    doc[list].forEach((item, index) => {
      if (seen.has(item.id)) errors.push({ path: `${list}.${index}.id`, message: `Duplicate id "${item.id}".` });
      seen.add(item.id);
    });
  }
  return errors;
}

function refuse(path: string, message: string): ImportResult {
  return { ok: false, errors: [{ path, message }] };
}

/**
 * The one way to read a stored or received flow document, whatever its schema version: migrate it
 * to the current version, then check it against the schema, then check its integrity (unique ids).
 * The browser, the save route and everything the server runs or shows read documents through it,
 * so a flow published under an older schema version behaves the same after an upgrade.
 * @example
 * const result = readFlowDocument(row.document);
 * if (result.ok) run(result.doc); // result.doc.schemaVersion === CURRENT_SCHEMA_VERSION
 */
export function readFlowDocument(raw: unknown): ImportResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse('', 'A flow document is a JSON object.');
  const version = (raw as Record<string, unknown>).schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return refuse('schemaVersion', 'Missing or non-integer schemaVersion.');
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return refuse(
      'schemaVersion',
      `This flow uses schema version ${version}, written by a newer console; this console reads versions ${OLDEST_SCHEMA_VERSION} to ${CURRENT_SCHEMA_VERSION}.`,
    );
  }
  if (version < OLDEST_SCHEMA_VERSION) return refuse('schemaVersion', `Unknown schema version ${version}.`);
  const parsed = flowDocumentSchema.safeParse(migrateToCurrent(raw as Record<string, unknown>));
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((issue) => ({ path: issuePath(issue), message: issue.message })) };
  }
  // The one place a document is branded read.
  const doc = parsed.data as ReadFlowDocument;
  const duplicates = duplicateIdErrors(doc);
  return duplicates.length > 0 ? { ok: false, errors: duplicates } : { ok: true, doc };
}

/**
 * Parses a JSON file and reads it with `readFlowDocument`. Every schema error is reported with its
 * path; documents from a newer console are refused rather than guessed at.
 * @example
 * const result = importFlow(text);
 * if (!result.ok) showErrors(result.errors); // [{ path: 'nodes.0.data.method', message: '…' }]
 */
export function importFlow(json: string): ImportResult {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (cause) {
    return refuse('', `Not valid JSON: ${(cause as Error).message}`);
  }
  return readFlowDocument(raw);
}
