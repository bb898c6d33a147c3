import { readFlowDocument, type ReadFlowDocument } from '@/canvas/engine';

/**
 * A flow document read from a row, migrated to the current schema version: rows written before an
 * upgrade keep their old shape until the flow is saved again. A row the engine cannot read is a
 * server fault (500, logged), never something the caller sent.
 */
export function storedFlowDocument(value: unknown): ReadFlowDocument {
  const result = readFlowDocument(value);
  if (!result.ok) throw new Error(`Stored flow document unreadable: ${result.errors.map((error) => `${error.path}: ${error.message}`).join('; ')}`);
  return result.doc;
}
