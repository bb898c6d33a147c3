import { useStoreApi, type Node, type OnNodeDrag, type XYPosition } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { beginDrag, cancelDrag, dispatch, endDrag, moveDrag, type FlowDocument, type Position } from '@/canvas/engine';
import { useEditor } from '../state/editor-context';
import { nodeName } from '../state/node-names';
import type { CanvasEdge, CanvasNode } from './canvas-types';
import { createEdgeLayers } from './compositor-layers';
import { previewNodePositions, resetNodePreview } from './drag-preview';

function edgesTouching(doc: FlowDocument, nodeIds: readonly string[]): Set<string> {
  const nodes = new Set(nodeIds);
  return new Set(doc.edges.filter((edge) => nodes.has(edge.source) || nodes.has(edge.target)).map((edge) => edge.id));
}

/** What the editor knows of a pointer drag of nodes besides the engine's gesture (`state.drag`). */
interface DragSession {
  /** The nodes being dragged. */
  ids: readonly string[];
  /** Where React Flow shows them: only React Flow holds these until the drag ends. */
  preview: Map<string, XYPosition>;
}

const noDrag = (): DragSession => ({ ids: [], preview: new Map() });

/**
 * The pointer drag of nodes, in one place: the press that selects a node and readies the layers of
 * its edges, the moves React Flow shows without touching the document, the end that writes one
 * undo step (the engine's drag gesture), and Escape, which puts the nodes back and stops React
 * Flow's auto-pan until the button is released. While the engine's `state.drag` is set a drag is
 * live; everything else about it is the session kept here.
 */
export function useNodeDrag() {
  const { t } = useTranslation();
  const { store, readOnly, announce } = useEditor();
  const flowStore = useStoreApi<CanvasNode, CanvasEdge>();
  const session = useRef<DragSession>(noDrag());
  const [edgeLayers] = useState(createEdgeLayers);

  /** Shows React Flow's position changes of a live drag; after Escape, React Flow still reports moves: those are ignored. */
  const previewMoves = useCallback(
    (positions: ReadonlyMap<string, XYPosition>) => {
      if (positions.size === 0 || !store.getState().drag) return;
      for (const [id, position] of positions) session.current.preview.set(id, position);
      previewNodePositions(flowStore, positions);
    },
    [store, flowStore],
  );

  // React Flow re-adopts a node whose object the canvas rebuilds mid-drag (it was selected by the
  // drag itself, say) at its document position: the canvas calls this after handing over new nodes.
  const keepDragPreview = useCallback(() => {
    if (session.current.preview.size > 0 && store.getState().drag) previewNodePositions(flowStore, session.current.preview);
  }, [store, flowStore]);

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

  const onDragStart: OnNodeDrag<CanvasNode> = useCallback(
    (_event, _node, nodes) => {
      session.current = { ids: nodes.map((node) => node.id), preview: new Map() };
      beginDrag(store, session.current.ids);
      edgeLayers.promote(flowStore.getState().domNode, edgesTouching(store.getDoc(), session.current.ids));
    },
    [store, flowStore, edgeLayers],
  );

  const onDragStop: OnNodeDrag<CanvasNode> = useCallback(
    (_event, node, nodes) => {
      const { ids } = session.current;
      session.current = noDrag();
      edgeLayers.release();
      if (store.getState().drag === null) return;
      const before = store.log.length;
      const positions: Record<string, Position> = {};
      for (const dragged of nodes) positions[dragged.id] = dragged.position;
      moveDrag(store, { positions });
      endDrag(store);
      if (store.log.length === before) {
        resetNodePreview(flowStore, ids);
        return;
      }
      const moved = store.getDoc().nodes.find((candidate) => candidate.id === node.id);
      announce(ids.length > 1 || !moved ? t('canvas.announce.movedMany', { count: ids.length }) : t('canvas.announce.moved', { node: nodeName(moved, t) }));
    },
    [store, flowStore, edgeLayers, announce, t],
  );

  // Dragging a box selection is the same gesture as dragging one node.
  const onSelectionDragStart = useCallback(
    (event: ReactMouseEvent, dragged: Node[]) => onDragStart(event.nativeEvent, dragged[0] as CanvasNode, dragged as CanvasNode[]),
    [onDragStart],
  );
  const onSelectionDragStop = useCallback(
    (event: ReactMouseEvent, dragged: Node[]) => onDragStop(event.nativeEvent, dragged[0] as CanvasNode, dragged as CanvasNode[]),
    [onDragStop],
  );

  // Escape during a pointer drag: listen on the window, since focus is rarely on the dragged node.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !store.getState().drag) return;
      event.preventDefault();
      cancelDrag(store);
      const { ids } = session.current;
      session.current = noDrag();
      edgeLayers.release();
      resetNodePreview(flowStore, ids);
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

  return { previewMoves, keepDragPreview, onNodePress, onDragStart, onDragStop, onSelectionDragStart, onSelectionDragStop };
}
