import { Position, type NodeHandle } from '@xyflow/react';
import type { HandleSpec, Size } from '@/canvas/engine';
import { INPUT_HANDLE } from './canvas-types';

/** Handle size and the output row's side padding and gap, as `FlowNodeView` draws them. */
const HANDLE = 12;
const ROW_PADDING = 8;
const ROW_GAP = 4;

/**
 * Where a node's handles will be, before React Flow has measured the node. React Flow renders every
 * node whose handles it does not know, on screen or not, so without these a 5,000-node flow mounts
 * 5,000 nodes before its first paint. Once a node is on screen and measured, its real handles replace
 * these (the deriver stops passing them).
 */
export function estimateHandles(size: Size, acceptsInput: boolean, outputs: readonly HandleSpec[]): NodeHandle[] {
  const handles: NodeHandle[] = [];
  if (acceptsInput) {
    handles.push({ id: INPUT_HANDLE, type: 'target', position: Position.Top, x: size.width / 2 - HANDLE / 2, y: -HANDLE / 2, width: HANDLE, height: HANDLE });
  }
  const cell = (size.width - 2 * ROW_PADDING - ROW_GAP * (outputs.length - 1)) / outputs.length;
  outputs.forEach((output, index) => {
    const centre = ROW_PADDING + index * (cell + ROW_GAP) + cell / 2;
    handles.push({ id: output.id, type: 'source', position: Position.Bottom, x: centre - HANDLE / 2, y: size.height - HANDLE / 2, width: HANDLE, height: HANDLE });
  });
  return handles;
}
