import type { FlowNode } from '@/canvas/engine';

export const DIRECTIONS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const;

export type Direction = (typeof DIRECTIONS)[number];

const AXES: Record<Direction, { x: number; y: number }> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/**
 * The nearest node in a direction from `from`: it must lie ahead along the axis; sideways distance
 * counts double so that the arrow goes to the node "in line" rather than a closer one off to the side.
 */
export function nearestNode(nodes: readonly FlowNode[], from: FlowNode, direction: Direction): FlowNode | undefined {
  const axis = AXES[direction];
  // The canvas is not mirrored under dir="rtl", so left stays left on screen.
  const ax = axis.x;
  let best: FlowNode | undefined;
  let bestScore = Infinity;
  for (const node of nodes) {
    if (node.id === from.id) continue;
    const dx = node.position.x - from.position.x;
    const dy = node.position.y - from.position.y;
    const ahead = dx * ax + dy * axis.y;
    if (ahead <= 0) continue;
    const sideways = Math.abs(dx * axis.y) + Math.abs(dy * ax);
    const score = ahead + 2 * sideways;
    if (score < bestScore) {
      bestScore = score;
      best = node;
    }
  }
  return best;
}
