import type { ReactFlowInstance } from '@xyflow/react';
import type { CanvasEdge, CanvasNode } from './canvas-types';
import { FIT_ALL_NODES } from './level-of-detail';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

type Flow = ReactFlowInstance<CanvasNode, CanvasEdge>;

const boundsOf = (flow: Flow) => flow.getNodesBounds(flow.getNodes());

/**
 * Fits the whole flow in view, and once more when the fit itself changed the nodes' sizes.
 * Nodes React Flow has not drawn yet (off screen, or hidden in the overview) count with their kind's
 * estimated size; the fit brings them on screen, they are measured, and their real size can differ
 * enough to leave the last row cut off. The second fit runs only if nobody moved the view in between
 * and the nodes' extent changed: React Flow's fit re-adopts every node, a task of 20–50 ms at 5,000
 * nodes under load, for nothing in the overview, which draws (and measures) no node.
 * @example await fitWholeFlow(flow, 200);
 */
export async function fitWholeFlow(flow: Flow, duration: number): Promise<void> {
  // The extent the fit is computed from; nodes the fit brings on screen are measured after.
  const extent = boundsOf(flow);
  await flow.fitView({ ...FIT_ALL_NODES, duration });
  const fitted = flow.getViewport();
  // One frame to render the nodes at their new level, one for React Flow to take their measured sizes.
  await nextFrame();
  await nextFrame();
  const now = flow.getViewport();
  if (now.x !== fitted.x || now.y !== fitted.y || now.zoom !== fitted.zoom) return;
  const measured = boundsOf(flow);
  if (measured.x === extent.x && measured.y === extent.y && measured.width === extent.width && measured.height === extent.height) return;
  await flow.fitView({ ...FIT_ALL_NODES, duration });
}
