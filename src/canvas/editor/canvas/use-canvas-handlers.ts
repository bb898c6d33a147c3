import { useStoreApi, type Connection, type NodeChange, type EdgeChange, type OnNodeDrag, type XYPosition } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { beginDrag, canRun, cancelDrag, dispatch, endDrag, moveDrag, type FlowDocument, type FlowStore, type Position, type Size } from '@/canvas/engine';
import { useEditor } from '../state/editor-context';
import { nodeName } from '../state/node-names';
import type { CanvasEdge, CanvasNode } from './canvas-types';
import { createEdgeLayers } from './compositor-layers';
import { previewNodePositions, resetNodePreview } from './drag-preview';

function sameIds(a: readonly string[], b: ReadonlySet<string>): boolean {
  return a.length === b.size && a.every((id) => b.has(id));
}

function edgesTouching(doc: FlowDocument, nodeIds: readonly string[]): Set<string> {
  const nodes = new Set(nodeIds);
  return new Set(doc.edges.filter((edge) => nodes.has(edge.source) || nodes.has(edge.target)).map((edge) => edge.id));
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
 * React Flow's events turned into engine calls: drags go through the drag gesture (one undo step,
 * Escape puts nodes back), selection through `select`, connections through `connect`. During a drag
 * React Flow alone holds the moving positions; the engine gets them once, when the drag ends.
 * Sizes React Flow measures go into `measured` (they are not part of the document) without a
 * re-render: React Flow already holds them, and the deriver reads them whenever it rebuilds a node,
 * so panning onto nodes never measured before does not re-derive and re-adopt the whole flow.
 */
export function useCanvasHandlers(measured: Map<string, Size>) {
  const { t } = useTranslation();
  const { store, readOnly, announce } = useEditor();
  const flowStore = useStoreApi<CanvasNode, CanvasEdge>();
  const draggedIds = useRef<readonly string[]>([]);
  const preview = useRef(new Map<string, XYPosition>());
  const [edgeLayers] = useState(createEdgeLayers);

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
      // After Escape the drag is gone but React Flow still reports pointer moves: those are ignored.
      if (positions.size > 0 && store.getState().drag) {
        for (const [id, position] of positions) preview.current.set(id, position);
        previewNodePositions(flowStore, positions);
      }
      applySelection(store, 'nodeIds', changes);
    },
    [store, flowStore, measured],
  );

  // React Flow re-adopts a node whose object the canvas rebuilds mid-drag (it was selected by the
  // drag itself, say) at its document position: the canvas calls this after handing over new nodes.
  const keepDragPreview = useCallback(() => {
    if (preview.current.size > 0 && store.getState().drag) previewNodePositions(flowStore, preview.current);
  }, [store, flowStore]);

  const onEdgesChange = useCallback((changes: EdgeChange<CanvasEdge>[]) => applySelection(store, 'edgeIds', changes), [store]);

  const onDragStart: OnNodeDrag<CanvasNode> = useCallback(
    (_event, _node, nodes) => {
      draggedIds.current = nodes.map((node) => node.id);
      preview.current = new Map();
      beginDrag(store, draggedIds.current);
      edgeLayers.promote(flowStore.getState().domNode, edgesTouching(store.getDoc(), draggedIds.current));
    },
    [store, flowStore, edgeLayers],
  );

  // A press selects the node at once, as design tools do, rather than with the first pointer move
  // of a drag, and readies the layers of the edges a drag would move.
  const onNodePress = useCallback(
    (nodeId: string, event: PointerEvent) => {
      if (event.button !== 0) return;
      const { selection } = store.getState();
      if (!selection.nodeIds.includes(nodeId) && !(event.shiftKey || event.ctrlKey || event.metaKey)) dispatch(store, 'select', { nodeIds: [nodeId] });
      if (readOnly) return;
      const pressed = store.getState().selection.nodeIds;
      edgeLayers.promote(flowStore.getState().domNode, edgesTouching(store.getDoc(), pressed.includes(nodeId) ? pressed : [nodeId]));
      window.addEventListener('pointerup', () => store.getState().drag === null && edgeLayers.release(), { once: true });
    },
    [store, flowStore, edgeLayers, readOnly],
  );

  const onDragStop: OnNodeDrag<CanvasNode> = useCallback(
    (_event, node, nodes) => {
      preview.current = new Map();
      edgeLayers.release();
      if (store.getState().drag === null) return;
      const before = store.log.length;
      const positions: Record<string, Position> = {};
      for (const dragged of nodes) positions[dragged.id] = dragged.position;
      moveDrag(store, { positions });
      endDrag(store);
      if (store.log.length === before) {
        resetNodePreview(flowStore, draggedIds.current);
        return;
      }
      const moved = store.getDoc().nodes.find((candidate) => candidate.id === node.id);
      const count = draggedIds.current.length;
      announce(count > 1 || !moved ? t('canvas.announce.movedMany', { count }) : t('canvas.announce.moved', { node: nodeName(moved, t) }));
    },
    [store, flowStore, edgeLayers, announce, t],
  );

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

  // Escape during a pointer drag: listen on the window, since focus is rarely on the dragged node.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !store.getState().drag) return;
      event.preventDefault();
      cancelDrag(store);
      preview.current = new Map();
      edgeLayers.release();
      resetNodePreview(flowStore, draggedIds.current);
      // React Flow's drag lasts until the button is released and would keep panning the view while
      // the pointer rests at the canvas edge; its auto-pan stops once the flag is off.
      if (flowStore.getState().autoPanOnNodeDrag) {
        flowStore.setState({ autoPanOnNodeDrag: false });
        window.addEventListener('pointerup', () => flowStore.setState({ autoPanOnNodeDrag: true }), { once: true, capture: true });
      }
      announce(t('canvas.announce.dragCancelled'));
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [store, flowStore, edgeLayers, announce, t]);

  return { onNodesChange, onEdgesChange, onDragStart, onDragStop, onNodePress, isValidConnection, onConnect, keepDragPreview };
}
