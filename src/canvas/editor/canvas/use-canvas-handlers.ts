import type { Connection, EdgeChange, NodeChange, XYPosition } from '@xyflow/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { canRun, dispatch, type FlowStore, type Size } from '@/canvas/engine';
import { useEditor } from '../state/editor-context';
import { nodeName } from '../state/node-names';
import type { CanvasEdge, CanvasNode } from './canvas-types';
import { useNodeDrag } from './use-node-drag';

function sameIds(a: readonly string[], b: ReadonlySet<string>): boolean {
  return a.length === b.size && a.every((id) => b.has(id));
}

function applySelection(store: FlowStore, kind: 'nodeIds' | 'edgeIds', changes: readonly { type: string; id?: string; selected?: boolean }[]) {
  const current = store.getState().selection;
  const next = new Set(current[kind]);
  for (const change of changes) {
    if (change.type !== 'select' || change.id === undefined) continue;
    if (change.selected) next.add(change.id);
    else next.delete(change.id);
  }
  if (sameIds(current[kind], next)) return;
  // Selection is engine UI state, changed through the logged `select` command (never a history step).
  dispatch(store, 'select', { ...current, [kind]: [...next] });
}

/**
 * React Flow's events turned into engine calls: drags go through `useNodeDrag` (one undo step,
 * Escape puts nodes back), selection through `select`, connections through `connect`.
 * Sizes React Flow measures go into `measured` (they are not part of the document) without a
 * re-render: React Flow already holds them, and the deriver reads them whenever it rebuilds a node,
 * so panning onto nodes never measured before does not re-derive and re-adopt the whole flow.
 */
export function useCanvasHandlers(measured: Map<string, Size>) {
  const { t } = useTranslation();
  const { store, announce } = useEditor();
  const drag = useNodeDrag();
  const { previewMoves } = drag;

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      const positions = new Map<string, XYPosition>();
      for (const change of changes) {
        if (change.type === 'position' && change.position) positions.set(change.id, change.position);
        else if (change.type === 'dimensions' && change.dimensions) {
          const before = measured.get(change.id);
          if (before?.width !== change.dimensions.width || before.height !== change.dimensions.height) measured.set(change.id, change.dimensions);
        }
      }
      previewMoves(positions);
      applySelection(store, 'nodeIds', changes);
    },
    [store, measured, previewMoves],
  );

  const onEdgesChange = useCallback((changes: EdgeChange<CanvasEdge>[]) => applySelection(store, 'edgeIds', changes), [store]);

  const isValidConnection = useCallback(
    (connection: Connection | CanvasEdge) =>
      connection.sourceHandle != null && connection.source !== connection.target && canRun(store, 'connect', { source: connection.source, sourceHandle: connection.sourceHandle, target: connection.target }),
    [store],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      if (!connection.sourceHandle) return;
      if (!dispatch(store, 'connect', { source: connection.source, sourceHandle: connection.sourceHandle, target: connection.target })) return;
      const doc = store.getDoc();
      const from = doc.nodes.find((node) => node.id === connection.source);
      const to = doc.nodes.find((node) => node.id === connection.target);
      if (from && to) announce(t('canvas.announce.connected', { from: nodeName(from, t), to: nodeName(to, t) }));
    },
    [store, announce, t],
  );

  return { ...drag, onNodesChange, onEdgesChange, isValidConnection, onConnect };
}
