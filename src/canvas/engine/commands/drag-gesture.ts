import type { Position } from '../model/common-schemas';
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
  for (const node of store.getDoc().nodes) if (ids.has(node.id)) origins[node.id] = { ...node.position };
  store.setUi((state) => {
    state.drag = { origins };
  });
}

/** Moves the dragged nodes by a delta from where the drag started, or to absolute positions. */
export function moveDrag(store: FlowStore, change: { delta: Position } | { positions: Record<string, Position> }): void {
  const drag = store.getState().drag;
  if (!drag) return;
  const base = store.getDoc();
  store.update(
    (state) =>
      writePositions(state.doc, base, (node) => {
        const origin = drag.origins[node.id];
        if (!origin) return undefined;
        return 'delta' in change ? { x: origin.x + change.delta.x, y: origin.y + change.delta.y } : change.positions[node.id];
      }),
    { history: 'ignore' },
  );
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
