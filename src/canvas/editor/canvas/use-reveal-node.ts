import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import { dispatch, nodeSize } from '@/canvas/engine';
import { useEditor } from '../state/editor-context';
import type { CanvasEdge, CanvasNode } from './canvas-types';
import { detailLevel } from './level-of-detail';

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
  return useCallback(
    (nodeId: string, { centre = true, focus = false }: { centre?: boolean; focus?: boolean } = {}) => {
      const node = store.getDoc().nodes.find((candidate) => candidate.id === nodeId);
      if (!node) return;
      dispatch(store, 'select', { nodeIds: [nodeId] });
      const size = flow.getInternalNode(nodeId)?.measured ?? nodeSize(node);
      const width = size.width ?? nodeSize(node).width;
      const height = size.height ?? nodeSize(node).height;
      const inView = isVisible(flow.flowToScreenPosition, node.position, { width, height });
      const overview = detailLevel(flow.getZoom(), store.getDoc().nodes.length) === 'overview';
      if (centre || overview || !inView) {
        void flow.setCenter(node.position.x + width / 2, node.position.y + height / 2, { zoom: overview ? 1 : flow.getZoom(), duration: 200 });
      }
      if (focus) focusNodeElement(nodeId);
    },
    [store, flow],
  );
}

type Point = { x: number; y: number };

function isVisible(toScreen: (point: Point) => Point, position: Point, size: { width: number; height: number }): boolean {
  const topLeft = toScreen(position);
  const bottomRight = toScreen({ x: position.x + size.width, y: position.y + size.height });
  return topLeft.x >= 0 && topLeft.y >= 0 && bottomRight.x <= window.innerWidth && bottomRight.y <= window.innerHeight;
}
