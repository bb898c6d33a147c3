import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { LayoutInput } from '../../src/canvas/engine/layout/layout-input';

/** What an author sees of a layout, as numbers to weigh a faster ELK option against. */
export interface LayoutQuality {
  /** Pairs of nodes whose boxes overlap: must stay 0. */
  overlaps: number;
  /** Pairs of edge segments that cross (shared end points not counted). */
  crossings: number;
  /** Sum of every edge's route length, px. */
  edgeLength: number;
  bends: number;
  /** Branches drawn out of their handle order (a node's output i+1 left of, or above, output i's target). */
  branchOrderFlips: number;
  width: number;
  height: number;
}

type Segment = [number, number, number, number];

function overlapCount(children: readonly ElkNode[]): number {
  const boxes = children.map((child) => ({ x: child.x ?? 0, y: child.y ?? 0, right: (child.x ?? 0) + (child.width ?? 0), bottom: (child.y ?? 0) + (child.height ?? 0) }));
  boxes.sort((a, b) => a.x - b.x);
  let count = 0;
  // Sweep by x: only boxes that start before this one ends can overlap it.
  for (let i = 0; i < boxes.length; i += 1) {
    const a = boxes[i]!;
    for (let j = i + 1; j < boxes.length && boxes[j]!.x < a.right; j += 1) {
      const b = boxes[j]!;
      if (b.y < a.bottom && a.y < b.bottom) count += 1;
    }
  }
  return count;
}

const cross = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

/** Proper crossing of two segments: each one's ends strictly on both sides of the other. */
function crosses([ax, ay, bx, by]: Segment, [cx, cy, dx, dy]: Segment): boolean {
  const d1 = cross(cx, cy, dx, dy, ax, ay);
  const d2 = cross(cx, cy, dx, dy, bx, by);
  const d3 = cross(ax, ay, bx, by, cx, cy);
  const d4 = cross(ax, ay, bx, by, dx, dy);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Crossings counted in a grid of cells, each pair once (in the cell of their lowest shared cell key). */
function crossingCount(segments: readonly Segment[]): number {
  const CELL = 400;
  const cells = new Map<string, number[]>();
  segments.forEach(([x1, y1, x2, y2], index) => {
    for (let cx = Math.floor(Math.min(x1, x2) / CELL); cx <= Math.floor(Math.max(x1, x2) / CELL); cx += 1) {
      for (let cy = Math.floor(Math.min(y1, y2) / CELL); cy <= Math.floor(Math.max(y1, y2) / CELL); cy += 1) {
        const key = `${cx},${cy}`;
        const list = cells.get(key);
        if (list) list.push(index);
        else cells.set(key, [index]);
      }
    }
  });
  const seen = new Set<number>();
  for (const list of cells.values()) {
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const a = list[i]!;
        const b = list[j]!;
        const pair = a < b ? a * segments.length + b : b * segments.length + a;
        if (!seen.has(pair) && crosses(segments[a]!, segments[b]!)) seen.add(pair);
      }
    }
  }
  return seen.size;
}

/**
 * Quality figures of the layout ELK wrote into `children` and `edges` (built from `input`).
 * @example layoutQuality(input, children, edges).overlaps // 0
 */
export function layoutQuality(input: LayoutInput, children: readonly ElkNode[], edges: readonly ElkExtendedEdge[]): LayoutQuality {
  const segments: Segment[] = [];
  let edgeLength = 0;
  let bends = 0;
  for (const edge of edges) {
    const section = edge.sections?.[0];
    if (!section) continue;
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
    bends += points.length - 2;
    for (let at = 1; at < points.length; at += 1) {
      const from = points[at - 1]!;
      const to = points[at]!;
      edgeLength += Math.hypot(to.x - from.x, to.y - from.y);
      segments.push([from.x, from.y, to.x, to.y]);
    }
  }
  // Targets of each node's outputs, in handle order, to check they are drawn in that order.
  const targets = new Map<number, number[]>();
  for (let at = 0; at + 2 < input.edges.length; at += 3) {
    const list = targets.get(input.edges[at]!) ?? [];
    list[input.edges[at + 1]!] = input.edges[at + 2]!;
    targets.set(input.edges[at]!, list);
  }
  const across = (node: number) => (input.direction === 'DOWN' ? children[node]?.x : children[node]?.y) ?? 0;
  let branchOrderFlips = 0;
  for (const list of targets.values()) {
    const drawn = list.filter((target) => target !== undefined);
    for (let at = 1; at < drawn.length; at += 1) if (across(drawn[at]!) < across(drawn[at - 1]!)) branchOrderFlips += 1;
  }
  let right = 0;
  let bottom = 0;
  for (const child of children) {
    right = Math.max(right, (child.x ?? 0) + (child.width ?? 0));
    bottom = Math.max(bottom, (child.y ?? 0) + (child.height ?? 0));
  }
  return { overlaps: overlapCount(children), crossings: crossingCount(segments), edgeLength, bends, branchOrderFlips, width: right, height: bottom };
}
