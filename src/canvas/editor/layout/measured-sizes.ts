import type { FlowDocument, Size } from '@/canvas/engine';

/** Reads one node's size as React Flow measured it on screen, if it has been rendered. */
export type MeasuredSizeOf = (nodeId: string) => { width?: number; height?: number } | undefined;

/**
 * The sizes React Flow measured for the document's nodes, for the layout request. Nodes never
 * rendered (off screen with `onlyRenderVisibleElements`) are left out, so the engine falls back to
 * the kind's default size for them.
 * @example measuredSizes(doc, (id) => flow.getInternalNode(id)?.measured)
 */
export function measuredSizes(doc: FlowDocument, sizeOf: MeasuredSizeOf): Record<string, Size> {
  const sizes: Record<string, Size> = {};
  for (const node of doc.nodes) {
    const measured = sizeOf(node.id);
    if (measured?.width && measured.height) sizes[node.id] = { width: measured.width, height: measured.height };
  }
  return sizes;
}
