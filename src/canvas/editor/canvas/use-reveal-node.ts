import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback, useEffect, useMemo } from 'react';
import { dispatch, nodeSize, type FlowNode } from '@/canvas/engine';
import { useEditor } from '../state/editor-context';
import type { CanvasEdge, CanvasNode } from './canvas-types';
import { detailLevel } from './level-of-detail';
import { useCanvasOverlay } from './overlay-context';

/** Finds a node's wrapper element once React Flow has rendered it (it may be off screen until centred). */
export function focusNodeElement(nodeId: string, attempts = 30): void {
  const element = document.querySelector<HTMLElement>(`.react-flow__node[data-id="${nodeId.replace(/["\\]/g, '\\$&')}"]`);
  if (element) element.focus({ preventScroll: true });
  else if (attempts > 0) requestAnimationFrame(() => focusNodeElement(nodeId, attempts - 1));
}

/**
 * Selects a node and brings it into view: `centre` always centres it (search, problems), otherwise
 * the view moves only when the node is outside it (keyboard stepping). From the overview it zooms
 * in to 100 %, where the node is drawn in full and can be focused.
 */
export function useRevealNode() {
  const { store } = useEditor();
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const view = useNodeView();
  return useCallback(
    (nodeId: string, { centre = true, focus = false }: { centre?: boolean; focus?: boolean } = {}) => {
      const node = store.getDoc().nodes.find((candidate) => candidate.id === nodeId);
      if (!node) return;
      dispatch(store, 'select', { nodeIds: [nodeId] });
      const overview = detailLevel(flow.getZoom(), store.getDoc().nodes.length) === 'overview';
      if (centre || overview || !view.shows(node)) view.centreOn(node, overview ? 1 : flow.getZoom());
      if (focus) focusNodeElement(nodeId);
    },
    [store, flow, view],
  );
}

/**
 * Keeps the overlay's running node (the simulator's) in view: when it moves outside the canvas, the
 * view follows it at the same zoom, and the selection stays as the designer left it.
 */
export function useFollowRunningNode() {
  const { activeNodeId } = useCanvasOverlay();
  const { store } = useEditor();
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const view = useNodeView();
  useEffect(() => {
    const node = activeNodeId ? store.getDoc().nodes.find((candidate) => candidate.id === activeNodeId) : undefined;
    if (node && !view.shows(node)) view.centreOn(node, flow.getZoom());
  }, [activeNodeId, store, flow, view]);
}

type Point = { x: number; y: number };
type Box = { width: number; height: number };

/** A node's box as drawn (measured, else its kind's size): whether the pane shows it whole, and centring the view on it. */
function useNodeView() {
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const inView = useInView();
  return useMemo(() => {
    const sizeOf = (node: FlowNode): Box => {
      const measured = flow.getInternalNode(node.id)?.measured;
      const fallback = nodeSize(node);
      return { width: measured?.width ?? fallback.width, height: measured?.height ?? fallback.height };
    };
    return {
      shows: (node: FlowNode) => inView(node.position, sizeOf(node)),
      centreOn: (node: FlowNode, zoom: number) => {
        const { width, height } = sizeOf(node);
        void flow.setCenter(node.position.x + width / 2, node.position.y + height / 2, { zoom, duration: 200 });
      },
    };
  }, [flow, inView]);
}

/** Whether a node lies wholly inside the canvas pane as drawn now (a panel beside it narrows it). */
function useInView() {
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const flowStore = useStoreApi<CanvasNode, CanvasEdge>();
  return useCallback(
    (position: Point, size: Box) => {
      const pane = flowStore.getState().domNode?.getBoundingClientRect();
      if (!pane) return true;
      const topLeft = flow.flowToScreenPosition(position);
      const bottomRight = flow.flowToScreenPosition({ x: position.x + size.width, y: position.y + size.height });
      return topLeft.x >= pane.left && topLeft.y >= pane.top && bottomRight.x <= pane.right && bottomRight.y <= pane.bottom;
    },
    [flow, flowStore],
  );
}
