import type { Position } from '@/canvas/engine';

export interface RoutedPath {
  /** SVG path data. */
  path: string;
  /** Halfway along the path, where the branch label goes. */
  labelX: number;
  labelY: number;
}

/** Corner radius of the rounded bends, in flow pixels. */
const CORNER = 8;
const EPSILON = 0.5;

const vertical = (a: Position, b: Position) => Math.abs(a.x - b.x) < Math.abs(a.y - b.y);

/**
 * The orthogonal polyline through a layout's route, its ends moved onto the handles React Flow
 * draws (ELK places ports on its own, a few pixels from them). The bend next to each end moves with
 * it along the segment's free axis, so the first and last segments stay straight: they lie in the
 * gap beside their own node, where no other node is.
 */
function snappedPoints(route: readonly Position[], source: Position, target: Position): Position[] {
  const first = route[0];
  const last = route[route.length - 1];
  const firstBend = route[1];
  const lastBend = route[route.length - 2];
  if (!first || !last || !firstBend || !lastBend) return [source, target];
  if (route.length === 2 || (route.length === 3 && vertical(first, firstBend) === vertical(lastBend, last))) {
    if (Math.abs(source.x - target.x) < EPSILON || Math.abs(source.y - target.y) < EPSILON) return [source, target];
    // ELK's straight edge no longer lines up with the handles: a step halfway.
    if (vertical(first, last)) {
      const middle = (source.y + target.y) / 2;
      return [source, { x: source.x, y: middle }, { x: target.x, y: middle }, target];
    }
    const middle = (source.x + target.x) / 2;
    return [source, { x: middle, y: source.y }, { x: middle, y: target.y }, target];
  }
  const points = route.map((point) => ({ x: point.x, y: point.y }));
  points[0] = { ...source };
  points[points.length - 1] = { ...target };
  const afterStart = points[1];
  const beforeEnd = points[points.length - 2];
  if (afterStart) {
    if (vertical(first, firstBend)) afterStart.x = source.x;
    else afterStart.y = source.y;
  }
  if (beforeEnd) {
    if (vertical(lastBend, last)) beforeEnd.x = target.x;
    else beforeEnd.y = target.y;
  }
  return points;
}

const distance = (a: Position, b: Position) => Math.hypot(b.x - a.x, b.y - a.y);

/** A point `length` along from `from` towards `to`. */
function towards(from: Position, to: Position, length: number): Position {
  const total = distance(from, to);
  if (total === 0) return from;
  return { x: from.x + ((to.x - from.x) * length) / total, y: from.y + ((to.y - from.y) * length) / total };
}

function halfway(points: readonly Position[]): Position {
  let remaining = points.reduce((sum, point, index) => (index === 0 ? 0 : sum + distance(points[index - 1] ?? point, point)), 0) / 2;
  for (let index = 1; index < points.length; index += 1) {
    const from = points[index - 1];
    const to = points[index];
    if (!from || !to) break;
    const length = distance(from, to);
    if (remaining <= length) return towards(from, to, remaining);
    remaining -= length;
  }
  return points[points.length - 1] ?? { x: 0, y: 0 };
}

/**
 * The SVG path of an edge along its layout route, with rounded bends, from the source handle at
 * (`source`) to the target handle (`target`).
 * @example routedPath([{ x: 0, y: 0 }, { x: 0, y: 50 }, { x: 80, y: 50 }, { x: 80, y: 100 }], { x: 2, y: 6 }, { x: 80, y: 94 }).path
 */
export function routedPath(route: readonly Position[], source: Position, target: Position): RoutedPath {
  const points = snappedPoints(route, source, target);
  let path = `M ${source.x} ${source.y}`;
  for (let index = 1; index < points.length - 1; index += 1) {
    const before = points[index - 1];
    const bend = points[index];
    const after = points[index + 1];
    if (!before || !bend || !after) continue;
    const radius = Math.min(CORNER, distance(before, bend) / 2, distance(bend, after) / 2);
    const enter = towards(bend, before, radius);
    const leave = towards(bend, after, radius);
    path += ` L ${enter.x} ${enter.y} Q ${bend.x} ${bend.y} ${leave.x} ${leave.y}`;
  }
  path += ` L ${target.x} ${target.y}`;
  const label = halfway(points);
  return { path, labelX: label.x, labelY: label.y };
}
