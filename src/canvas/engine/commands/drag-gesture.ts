import type { Position } from '@/canvas/kernel';
import type { FlowNode } from '../model/flow-schema';
import type { FlowStore } from '../store/types';
import { dispatch } from './dispatch';
import { writePositions } from './doc-helpers';

/**
 * Starts dragging nodes: remembers where they are so Escape can put them back. Moves during the
 * drag are not history steps; the whole drag becomes one `moveNodes` step at `endDrag`.
 * @example beginDrag(store, ['n1']); moveDrag(store, { delta: { x: 30, y: 0 } }); endDrag(store);
 */
export function beginDrag(store: FlowStore, nodeIds: readonly string[]): void {
  const ids = new Set(nodeIds);
  const origins: Record<string, Position> = {};
  const indexes: Record<string, number> = {};
  store.getDoc().nodes.forEach((node, index) => {
    if (!ids.has(node.id)) return;
    origins[node.id] = { ...node.position };
    indexes[node.id] = index;
  });
  store.setUi((state) => {
    state.drag = { origins, indexes };
  });
}

/**
 * Moves the dragged nodes by a delta from where the drag started, or to absolute positions.
 * Only the dragged nodes are visited, and the new document is built without immer: moves are never
 * history steps, and finalising a draft of a 5,000-node array on every pointer move cost more than the move.
 */
export function moveDrag(store: FlowStore, change: { delta: Position } | { positions: Record<string, Position> }): void {
  const drag = store.getState().drag;
  if (!drag) return;
  const base = store.getDoc();
  let nodes: FlowNode[] | null = null;
  for (const [id, origin] of Object.entries(drag.origins)) {
    const index = drag.indexes[id];
    const node = index === undefined ? undefined : base.nodes[index];
    if (index === undefined || node?.id !== id) continue;
    const next = 'delta' in change ? { x: origin.x + change.delta.x, y: origin.y + change.delta.y } : change.positions[id];
    if (!next || (next.x === node.position.x && next.y === node.position.y)) continue;
    nodes ??= base.nodes.slice();
    nodes[index] = { ...node, position: { x: next.x, y: next.y } };
  }
  if (nodes) store.api.setState({ doc: { ...base, nodes } });
}

function restoreOrigins(store: FlowStore, origins: Record<string, Position>): void {
  const base = store.getDoc();
  store.update(
    (state) => {
      writePositions(state.doc, base, (node) => origins[node.id]);
      state.drag = null;
    },
    { history: 'ignore' },
  );
}

/** Ends the drag as one undo step (logged as `moveNodes`); a drag that moved nothing records nothing. */
export function endDrag(store: FlowStore): void {
  const drag = store.getState().drag;
  if (!drag) return;
  const positions: Record<string, Position> = {};
  for (const node of store.getDoc().nodes) {
    const origin = drag.origins[node.id];
    if (origin && (origin.x !== node.position.x || origin.y !== node.position.y)) positions[node.id] = { ...node.position };
  }
  restoreOrigins(store, drag.origins);
  if (Object.keys(positions).length > 0) dispatch(store, 'moveNodes', { positions });
}

/** Escape during a drag: the nodes go back and nothing is recorded. */
export function cancelDrag(store: FlowStore): void {
  const drag = store.getState().drag;
  if (drag) restoreOrigins(store, drag.origins);
}
