import type { Position } from '@/canvas/kernel';
import type { EdgeRoute, FlowEdge } from '../model/flow-schema';

const same = (a: Position, b: Position) => a.x === b.x && a.y === b.y;

/**
 * The route auto-layout gave an edge, while both its nodes are still where that layout put them;
 * otherwise null, and the edge is drawn plain. Any move (a drag, a nudge, an undone layout, a later
 * layout of a selection) so drops the route of every edge it would bend, without a command having
 * to clear it.
 * @example liveRoute(edge, nodeById.get(edge.source)?.position, nodeById.get(edge.target)?.position)?.points
 */
export function liveRoute(edge: FlowEdge, source: Position | undefined, target: Position | undefined): EdgeRoute | null {
  const route = edge.route;
  if (!route || !source || !target) return null;
  return same(route.source, source) && same(route.target, target) ? route : null;
}
