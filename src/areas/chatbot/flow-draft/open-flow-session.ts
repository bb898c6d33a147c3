import { createFlowStore, readFlowDocument, type FlowDocument, type FlowStore } from '@/canvas/engine';

/** One open document in the editor: its store, the server version it is based on and its clean revision. */
export interface FlowSession {
  /** Changes whenever a different document is opened, so the editor remounts on it. */
  key: number;
  store: FlowStore;
  baseVersion: number;
  /** The store revision the server has; `DIRTY` when the document never reached the server. */
  cleanRevision: number;
}

/** No store revision equals this: a restored copy counts as unsaved from the start. */
export const DIRTY = -1;

let nextKey = 1;

/** A server document (migrated to the current schema by `readFlowDocument`) or a stored copy, ready to edit. */
export function openFlowSession(raw: unknown, baseVersion: number, { dirty = false } = {}): FlowSession {
  const imported = readFlowDocument(raw);
  if (!imported.ok) throw new Error(imported.errors.map((error) => `${error.path}: ${error.message}`).join('; '));
  const store = createFlowStore(imported.doc);
  return { key: nextKey++, store, baseVersion, cleanRevision: dirty ? DIRTY : store.getRevision() };
}

export const isDirty = (session: FlowSession) => session.store.getRevision() !== session.cleanRevision;

/** Whether two documents differ in what a user edits (the server owns `version` and `state`). */
export function sameContent(a: FlowDocument, b: FlowDocument): boolean {
  const strip = ({ version: _version, state: _state, ...rest }: FlowDocument) => JSON.stringify(rest);
  return strip(a) === strip(b);
}
