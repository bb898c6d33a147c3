import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback, useEffect } from 'react';
import { dispatch, nodeSize } from '@/canvas/engine';
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
  const inView = useInView();
  return useCallback(
    (nodeId: string, { centre = true, focus = false }: { centre?: boolean; focus?: boolean } = {}) => {
      const node = store.getDoc().nodes.find((candidate) => candidate.id === nodeId);
      if (!node) return;
      dispatch(store, 'select', { nodeIds: [nodeId] });
      const { width, height } = sizeOf(flow.getInternalNode(nodeId)?.measured, nodeSize(node));
      const overview = detailLevel(flow.getZoom(), store.getDoc().nodes.length) === 'overview';
      if (centre || overview || !inView(node.position, { width, height })) {
        void flow.setCenter(node.position.x + width / 2, node.position.y + height / 2, { zoom: overview ? 1 : flow.getZoom(), duration: 200 });
      }
      if (focus) focusNodeElement(nodeId);
    },
    [store, flow, inView],
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
  const inView = useInView();
  useEffect(() => {
    const node = activeNodeId ? store.getDoc().nodes.find((candidate) => candidate.id === activeNodeId) : undefined;
    if (!node) return;
    const { width, height } = sizeOf(flow.getInternalNode(node.id)?.measured, nodeSize(node));
    if (!inView(node.position, { width, height })) void flow.setCenter(node.position.x + width / 2, node.position.y + height / 2, { zoom: flow.getZoom(), duration: 200 });
  }, [activeNodeId, store, flow, inView]);
}

type Point = { x: number; y: number };
type Box = { width: number; height: number };

const sizeOf = (measured: Partial<Box> | undefined, fallback: Box): Box => ({ width: measured?.width ?? fallback.width, height: measured?.height ?? fallback.height });

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
