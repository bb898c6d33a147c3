import { Position, type NodeHandle } from '@xyflow/react';
import type { HandleSpec, Size } from '@/canvas/engine';
import { INPUT_HANDLE } from './canvas-types';

/** Handle size and the output row's side padding and gap, as `FlowNodeView` draws them. */
const HANDLE = 12;
const ROW_PADDING = 8;
const ROW_GAP = 4;
/** Left to right, outputs are a column of rows at the node's foot: row height and bottom padding. */
const COLUMN_ROW = 20;
const COLUMN_PADDING = 4;

/**
 * Where a node's handles will be, before React Flow has measured the node. React Flow renders every
 * node whose handles it does not know, on screen or not, so without these a 5,000-node flow mounts
 * 5,000 nodes before its first paint. Once a node is on screen and measured, its real handles replace
 * these (the deriver stops passing them).
 */
export function estimateHandles(size: Size, acceptsInput: boolean, outputs: readonly HandleSpec[], rightwards = false): NodeHandle[] {
  if (rightwards) return estimateRightwards(size, acceptsInput, outputs);
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

/** A left-to-right flow: the input at the middle of the left side, outputs down the right side's foot. */
function estimateRightwards(size: Size, acceptsInput: boolean, outputs: readonly HandleSpec[]): NodeHandle[] {
  const handles: NodeHandle[] = [];
  if (acceptsInput) {
    handles.push({ id: INPUT_HANDLE, type: 'target', position: Position.Left, x: -HANDLE / 2, y: size.height / 2 - HANDLE / 2, width: HANDLE, height: HANDLE });
  }
  outputs.forEach((output, index) => {
    const centre = size.height - COLUMN_PADDING - (outputs.length - index) * COLUMN_ROW + COLUMN_ROW / 2;
    handles.push({ id: output.id, type: 'source', position: Position.Right, x: size.width - HANDLE / 2, y: centre - HANDLE / 2, width: HANDLE, height: HANDLE });
  });
  return handles;
}
