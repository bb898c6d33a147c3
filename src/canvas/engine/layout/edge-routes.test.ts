import { describe, expect, it } from 'vitest';
import type { Position, Size } from '@/canvas/kernel';
import type { FlowDocument, LayoutDirection } from '../model/flow-schema';
import { nodeOutputs, nodeSize } from '../model/nodes';
import { BILLING_FLOW, SIGNUP_FLOW, SUPPORT_FLOW } from '../runtime/samples';
import { generateFlow } from '../testing/generate-flow';
import { layoutFlow } from './layout-flow';

interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether the segment from `a` to `b` passes through the inside of `box` (Liang–Barsky clipping). */
function crosses(a: Position, b: Position, box: Box): boolean {
  // Touching a border is not crossing: ELK keeps a gap, so an overlap of a pixel is not a route through a node.
  const inset = 0.5;
  const left = box.x + inset;
  const right = box.x + box.width - inset;
  const top = box.y + inset;
  const bottom = box.y + box.height - inset;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let from = 0;
  let to = 1;
  for (const [p, q] of [
    [-dx, a.x - left],
    [dx, right - a.x],
    [-dy, a.y - top],
    [dy, bottom - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) from = Math.max(from, t);
    else to = Math.min(to, t);
    if (from > to) return false;
  }
  return true;
}

interface RouteCheck {
  /** "edge e12 through n40", one entry per segment and node it passes through. */
  overlaps: string[];
  /** Laid-out edges without a route. */
  unrouted: string[];
  /** Routes that do not start on their source's output side or end on their target's input side. */
  detached: string[];
  routed: number;
}

/** Lays a flow out and checks every route against every node box ELK placed. */
async function checkRoutes(doc: FlowDocument, direction: LayoutDirection): Promise<RouteCheck> {
  const { positions, routes } = await layoutFlow(doc, { direction });
  const sizes = new Map<string, Size>(doc.nodes.map((node) => [node.id, nodeSize(node)]));
  const boxes: Box[] = Object.entries(positions).map(([id, position]) => ({ id, ...position, width: sizes.get(id)?.width ?? 0, height: sizes.get(id)?.height ?? 0 }));
  const boxById = new Map(boxes.map((box) => [box.id, box]));
  const check: RouteCheck = { overlaps: [], unrouted: [], detached: [], routed: 0 };
  for (const edge of doc.edges) {
    const source = boxById.get(edge.source);
    const target = boxById.get(edge.target);
    if (!source || !target) continue;
    const points = routes[edge.id];
    if (!points) {
      check.unrouted.push(edge.id);
      continue;
    }
    check.routed += 1;
    const start = points[0] ?? { x: NaN, y: NaN };
    const end = points[points.length - 1] ?? { x: NaN, y: NaN };
    const near = (a: number, b: number) => Math.abs(a - b) <= 2;
    const attached =
      direction === 'DOWN'
        ? near(start.y, source.y + source.height) && start.x >= source.x && start.x <= source.x + source.width && near(end.y, target.y) && end.x >= target.x && end.x <= target.x + target.width
        : near(start.x, source.x + source.width) && start.y >= source.y && start.y <= source.y + source.height && near(end.x, target.x) && end.y >= target.y && end.y <= target.y + target.height;
    if (!attached) check.detached.push(edge.id);
    for (let index = 1; index < points.length; index += 1) {
      const from = points[index - 1];
      const to = points[index];
      if (!from || !to) continue;
      for (const box of boxes) {
        if (box.id !== edge.source && box.id !== edge.target && crosses(from, to, box)) check.overlaps.push(`edge ${edge.id} through ${box.id}`);
      }
    }
  }
  return check;
}

/**
 * A generated flow with loops: `count` unused outputs of later nodes lead back to earlier ones (a
 * "try again" branch), which ELK has to route back up around the nodes between.
 */
function withLoops(doc: FlowDocument, count: number): FlowDocument {
  const used = new Set(doc.edges.map((edge) => `${edge.source}:${edge.sourceHandle}`));
  const edges = [...doc.edges];
  const nodes = doc.nodes.filter((node) => node.kind !== 'NOTE');
  for (let index = nodes.length - 1; index > 0 && edges.length < doc.edges.length + count; index -= 7) {
    const node = nodes[index];
    const free = node ? nodeOutputs(node).find((handle) => !used.has(`${node.id}:${handle.id}`)) : undefined;
    const target = nodes[Math.floor(index / 3)];
    if (node && free && target) edges.push({ id: `loop-${node.id}`, source: node.id, sourceHandle: free.id, target: target.id });
  }
  return { ...doc, edges };
}

const FLOWS: [string, () => FlowDocument][] = [
  ['the sign-up sample', () => SIGNUP_FLOW],
  ['the support sample', () => SUPPORT_FLOW],
  ['the billing sample', () => BILLING_FLOW],
  ['a generated flow of 40 nodes', () => generateFlow({ nodeCount: 40, seed: 3 })],
  ['a generated flow of 200 nodes', () => generateFlow({ nodeCount: 200, seed: 7 })],
  ['a generated flow of 200 nodes with 20 loops back', () => withLoops(generateFlow({ nodeCount: 200, seed: 11 }), 20)],
  // The browser bench's flow.
  ['a generated flow of 1,000 nodes', () => generateFlow({ nodeCount: 1000, seed: 1 })],
];

describe('layout edge routes', () => {
  for (const [name, flow] of FLOWS) {
    for (const direction of ['DOWN', 'RIGHT'] as const) {
      it(`routes every edge of ${name} around the other nodes (${direction})`, async () => {
        const doc = flow();
        const check = await checkRoutes(doc, direction);
        expect(check.unrouted).toEqual([]);
        expect(check.detached).toEqual([]);
        expect(check.overlaps).toEqual([]);
        expect(check.routed).toBe(doc.edges.length);
      });
    }
  }

  it('counts a route through a node: the check itself finds one', () => {
    const box = { id: 'n', x: 0, y: 0, width: 100, height: 50 };
    expect(crosses({ x: 50, y: -20 }, { x: 50, y: 80 }, box)).toBe(true);
    expect(crosses({ x: -10, y: 25 }, { x: 200, y: 25 }, box)).toBe(true);
    expect(crosses({ x: -10, y: -10 }, { x: 200, y: -10 }, box)).toBe(false);
    expect(crosses({ x: 100, y: -10 }, { x: 100, y: 80 }, box)).toBe(false);
  });
});
