import { readFlowDocument, type FlowDocument } from '@/canvas/engine';

/** An editor document kept in the browser because it has not reached the server yet. */
export interface UnsavedDraft {
  flowId: string;
  /** The server version the edits started from. */
  baseVersion: number;
  /** Epoch milliseconds of the last write. */
  savedAt: number;
  document: FlowDocument;
}

const PREFIX = 'chatbot.unsaved-flow.';

export const unsavedDraftKey = (flowId: string, baseVersion: number) => `${PREFIX}${flowId}.v${baseVersion}`;

export function writeUnsavedDraft(storage: Storage, draft: UnsavedDraft) {
  try {
    storage.setItem(unsavedDraftKey(draft.flowId, draft.baseVersion), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the safety copy; the editor keeps working.
  }
}

function parseDraft(raw: string | null, flowId: string): UnsavedDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UnsavedDraft>;
    const document = readFlowDocument(value.document);
    if (!document.ok || typeof value.savedAt !== 'number' || typeof value.baseVersion !== 'number') return null;
    return { flowId, baseVersion: value.baseVersion, savedAt: value.savedAt, document: document.doc };
  } catch {
    return null;
  }
}

function keysOf(storage: Storage, flowId: string): string[] {
  const prefix = `${PREFIX}${flowId}.v`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/**
 * The newest unsaved copy of a flow, whatever version it started from: after a Reload that took
 * the server's document, the user's own edits are still offered back (never silently lost).
 */
export function readUnsavedDraft(storage: Storage, flowId: string): UnsavedDraft | null {
  let newest: UnsavedDraft | null = null;
  for (const key of keysOf(storage, flowId)) {
    const draft = parseDraft(storage.getItem(key), flowId);
    if (draft && (!newest || draft.savedAt > newest.savedAt)) newest = draft;
  }
  return newest;
}

/** Forgets every unsaved copy of a flow: called once the server has the document. */
export function clearUnsavedDrafts(storage: Storage, flowId: string) {
  for (const key of keysOf(storage, flowId)) storage.removeItem(key);
}
