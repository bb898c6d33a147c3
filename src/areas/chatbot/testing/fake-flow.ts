import type { FlowDetail } from '@/api/contracts/chatbot';
import { readFlowDocument, type FlowDocument, type ReadFlowDocument } from '@/canvas/engine';
import { testFlow, textMessage } from '@/canvas/engine/testing';
import { testId } from './fake-chatbot-api';

export const FLOW_ID = testId(50);
export const BOT_ID = testId(10);

/** Test-only: a document as the server answers it, read by the engine's reader. */
export function readDocument(doc: FlowDocument): ReadFlowDocument {
  const read = readFlowDocument(doc);
  if (!read.ok) throw new Error(read.errors.map((error) => `${error.path}: ${error.message}`).join('; '));
  return read.doc;
}

/** Test-only: a one-message flow document of the fake bot. */
export function flowDocument(text: string, version: number): ReadFlowDocument {
  return readDocument(testFlow([textMessage('m1', text)], [], { id: FLOW_ID, botId: BOT_ID, name: 'Welcome', version }));
}

/** Test-only: the flow as GET flows/:id answers it. */
export function fakeFlowDetail(text: string, version: number, extra: Partial<FlowDetail> = {}): FlowDetail {
  return {
    id: FLOW_ID,
    bot_id: BOT_ID,
    name: 'Welcome',
    state: 'DRAFT',
    version,
    updated_on: '2026-01-15T10:00:00.000Z',
    updated_by: 'ann',
    published_version: null,
    is_entry: true,
    document: flowDocument(text, version),
    ...extra,
  };
}
