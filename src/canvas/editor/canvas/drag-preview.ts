import type { ReactFlowState, XYPosition } from '@xyflow/react';
import type { CanvasEdge, CanvasNode } from './canvas-types';

export type CanvasFlowStore = {
  getState(): ReactFlowState<CanvasNode, CanvasEdge>;
  setState(partial: Partial<ReactFlowState<CanvasNode, CanvasEdge>>): void;
};

function writeInternalPositions(flowStore: CanvasFlowStore, positions: ReadonlyMap<string, XYPosition>, dragging: boolean): void {
  const { nodeLookup } = flowStore.getState();
  let changed = false;
  for (const [id, position] of positions) {
    const node = nodeLookup.get(id);
    if (!node || (node.position.x === position.x && node.position.y === position.y && Boolean(node.dragging) === dragging)) continue;
    nodeLookup.set(id, { ...node, position, dragging, internals: { ...node.internals, positionAbsolute: position } });
    changed = true;
  }
  // React Flow does the same when it measures nodes: `nodeLookup` changes in place, then subscribers are told.
  if (changed) flowStore.setState({});
}

/**
 * Moves nodes inside React Flow's own store only, for the pointer moves of a drag. Handing React Flow
 * a new `nodes` array on every move makes it re-adopt every node (5,000 at a time) and re-renders
 * everything that reads the engine document; the engine gets the final positions once, at drag end.
 */
export function previewNodePositions(flowStore: CanvasFlowStore, positions: ReadonlyMap<string, XYPosition>): void {
  writeInternalPositions(flowStore, positions, true);
}

/** Puts previewed nodes back where the `nodes` React Flow was given have them (Escape, or a drag that changed nothing). */
export function resetNodePreview(flowStore: CanvasFlowStore, nodeIds: readonly string[]): void {
  const { nodeLookup } = flowStore.getState();
  const positions = new Map<string, XYPosition>();
  for (const id of nodeIds) {
    const node = nodeLookup.get(id);
    if (node) positions.set(id, node.internals.userNode.position);
  }
  writeInternalPositions(flowStore, positions, false);
}
