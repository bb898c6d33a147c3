import { getViewportForBounds, type Viewport } from '@xyflow/react';
import { nodeSize, type FlowDocument } from '@/canvas/engine';

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 2;
/** React Flow's own fit-view padding, so the editor opens at the view its `fitView` would give. */
const FIT_PADDING = 0.1;

/**
 * The fit-view viewport of a document in a canvas of `width` × `height`, from positions and sizes
 * the document already knows (kind default sizes until measured). Knowing it before React Flow
 * mounts lets the canvas pick its level of detail for the first frame instead of rendering every
 * node at zoom 1 to measure it, then fitting.
 */
export function fitViewportOf(doc: FlowDocument, width: number, height: number): Viewport {
  if (doc.nodes.length === 0) return { x: 0, y: 0, zoom: 1 };
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const node of doc.nodes) {
    const size = nodeSize(node);
    left = Math.min(left, node.position.x);
    top = Math.min(top, node.position.y);
    right = Math.max(right, node.position.x + size.width);
    bottom = Math.max(bottom, node.position.y + size.height);
  }
  return getViewportForBounds({ x: left, y: top, width: right - left, height: bottom - top }, width, height, MIN_ZOOM, MAX_ZOOM, FIT_PADDING);
}
