import type { LayoutInput } from './layout-input';
import type { ComponentLayout } from './layout-components';

/** The spacing ELK's layered runs use (elk-graph.ts), so a tree drawn here reads like a part drawn by ELK. */
const BETWEEN_SIBLINGS = 40;
const BETWEEN_LAYERS = 80;

/**
 * Parts from this many nodes up are drawn by `treeLayout` when they are trees: ELK's time grows with
 * the part (about 0.8 ms a node on the bench's flows), this pass draws 5,000 nodes in a few ms.
 * Smaller parts keep ELK's drawing, which authors know.
 */
export const TREE_LAYOUT_FROM = 300;

/**
 * The children of each node when the part is a tree (one node without an incoming edge, every other
 * with exactly one), in the order their branches are drawn: by the output's handle order, then the
 * edge's order. `null` when it is not one (a merge, a loop, or a node reached twice).
 */
function childrenOf(input: LayoutInput): { root: number; children: number[][]; edgeInto: Int32Array } | null {
  const nodeCount = input.outputCounts.length;
  const edgeCount = input.edges.length / 3;
  if (edgeCount !== nodeCount - 1) return null;
  const edgeInto = new Int32Array(nodeCount).fill(-1);
  for (let edge = 0; edge < edgeCount; edge += 1) {
    const target = input.edges[edge * 3 + 2] ?? 0;
    if (edgeInto[target] !== -1) return null;
    edgeInto[target] = edge;
  }
  const roots = [];
  for (let node = 0; node < nodeCount; node += 1) if (edgeInto[node] === -1) roots.push(node);
  const [root] = roots;
  // n - 1 edges, each node entered once at most, one root: every node hangs below it unless a cycle
  // closes elsewhere, which leaves a node unreached (checked in the walk below).
  if (roots.length !== 1 || root === undefined) return null;
  const children: number[][] = Array.from({ length: nodeCount }, () => []);
  for (let edge = 0; edge < edgeCount; edge += 1) children[input.edges[edge * 3] ?? 0]?.push(edge);
  for (const list of children) list.sort((a, b) => (input.edges[a * 3 + 1] ?? 0) - (input.edges[b * 3 + 1] ?? 0) || a - b);
  return { root, children: children.map((list) => list.map((edge) => input.edges[edge * 3 + 2] ?? 0)), edgeInto };
}

/**
 * A tree part drawn in layers, as ELK's layered algorithm draws a tree, in one walk up and one down:
 * the sub-trees of a node's children side by side in handle order (the true branch left of, or above,
 * the false one), each as close to the one before as their boxes allow layer by layer, and the node
 * centred over its first and last child. Nodes
 * of one depth share a layer, as in ELK's drawing. Edges go from the node's output side straight
 * into the gap below its layer, across, and into the child; a node's edges turn at different heights
 * in that gap, the outermost first, so no two of them overlap or cross. `null` when the part is not a tree.
 * @example treeLayout(part.input)?.positions // node i's top-left at 2i, 2i + 1, the part's top-left at 0, 0
 */
export function treeLayout(input: LayoutInput): ComponentLayout | null {
  const tree = childrenOf(input);
  if (!tree) return null;
  const { root, children, edgeInto } = tree;
  const nodeCount = input.outputCounts.length;
  const down = input.direction === 'DOWN';
  // Across: the axis siblings share (x going down); along: the axis layers follow.
  const across = (node: number) => input.sizes[node * 2 + (down ? 0 : 1)] ?? 0;
  const along = (node: number) => input.sizes[node * 2 + (down ? 1 : 0)] ?? 0;

  // Top-down order (parents before children) without recursion: a flow may be a chain thousands deep.
  const order: number[] = [root];
  const depth = new Uint32Array(nodeCount);
  for (let at = 0; at < order.length; at += 1) {
    const node = order[at] ?? 0;
    for (const child of children[node] ?? []) {
      depth[child] = (depth[node] ?? 0) + 1;
      order.push(child);
    }
  }
  if (order.length !== nodeCount) return null;

  // Up: each sub-tree's outline, the left and right edge of its boxes layer by layer (index 0 its own
  // layer). A child's sub-tree is put as close to its left sibling's as their outlines allow in every
  // layer they share, so a shallow branch tucks in beside a deep one, as ELK draws them.
  const ownLeft = new Float64Array(nodeCount);
  const childOffset = new Float64Array(nodeCount);
  const outlines: ({ left: number[]; right: number[] } | undefined)[] = new Array<{ left: number[]; right: number[] } | undefined>(nodeCount);
  for (let at = order.length - 1; at >= 0; at -= 1) {
    const node = order[at] ?? 0;
    const list = children[node] ?? [];
    const first = list[0];
    const last = list[list.length - 1];
    if (first === undefined || last === undefined) {
      outlines[node] = { left: [0], right: [across(node)] };
      continue;
    }
    // The first child's outline becomes the row's, grown in place by each next child's (each outline is used once).
    const row = outlines[first] ?? { left: [], right: [] };
    for (const child of list.slice(1)) {
      const outline = outlines[child] ?? { left: [], right: [] };
      let offset = -Infinity;
      for (let layer = 0; layer < Math.min(row.right.length, outline.left.length); layer += 1) offset = Math.max(offset, (row.right[layer] ?? 0) + BETWEEN_SIBLINGS - (outline.left[layer] ?? 0));
      childOffset[child] = offset;
      outline.left.forEach((value, layer) => {
        if (layer >= row.left.length) row.left.push(value + offset);
        row.right[layer] = (outline.right[layer] ?? 0) + offset;
      });
      outlines[child] = undefined;
    }
    outlines[first] = undefined;
    const firstMiddle = (childOffset[first] ?? 0) + (ownLeft[first] ?? 0) + across(first) / 2;
    const lastMiddle = (childOffset[last] ?? 0) + (ownLeft[last] ?? 0) + across(last) / 2;
    const own = (firstMiddle + lastMiddle) / 2 - across(node) / 2;
    ownLeft[node] = own;
    row.left.unshift(own);
    row.right.unshift(own + across(node));
    outlines[node] = row;
  }

  // Layers: each depth as deep as its deepest node, the gap between layers as ELK's.
  let depthCount = 0;
  for (const value of depth) depthCount = Math.max(depthCount, value + 1);
  const layerDepth = new Float64Array(depthCount);
  for (let node = 0; node < nodeCount; node += 1) layerDepth[depth[node] ?? 0] = Math.max(layerDepth[depth[node] ?? 0] ?? 0, along(node));
  const layerStart = new Float64Array(depthCount);
  for (let layer = 1; layer < depthCount; layer += 1) layerStart[layer] = (layerStart[layer - 1] ?? 0) + (layerDepth[layer - 1] ?? 0) + BETWEEN_LAYERS;

  // Down: each sub-tree's start, and so each node's place, then the whole moved so its left edge is at 0.
  const blockStart = new Float64Array(nodeCount);
  const acrossAt = new Float64Array(nodeCount);
  let leftmost = Infinity;
  let rightmost = -Infinity;
  for (const node of order) {
    acrossAt[node] = (blockStart[node] ?? 0) + (ownLeft[node] ?? 0);
    leftmost = Math.min(leftmost, acrossAt[node] ?? 0);
    rightmost = Math.max(rightmost, (acrossAt[node] ?? 0) + across(node));
    for (const child of children[node] ?? []) blockStart[child] = (blockStart[node] ?? 0) + (childOffset[child] ?? 0);
  }
  for (let node = 0; node < nodeCount; node += 1) acrossAt[node] = (acrossAt[node] ?? 0) - leftmost;
  const positions = new Float64Array(nodeCount * 2);
  for (let node = 0; node < nodeCount; node += 1) {
    const layer = layerStart[depth[node] ?? 0] ?? 0;
    positions[node * 2] = down ? (acrossAt[node] ?? 0) : layer;
    positions[node * 2 + 1] = down ? layer : (acrossAt[node] ?? 0);
  }

  // Routes, edge by edge in the input's order: out of the source's output side at its output's place
  // among its connected ones, into the middle of the target's input side.
  const edgeCount = input.edges.length / 3;
  const routeStarts = new Uint32Array(edgeCount + 1);
  const points: number[][] = new Array<number[]>(edgeCount);
  for (const node of order) {
    const list = children[node] ?? [];
    if (list.length === 0) continue;
    const outputs = [...new Set(list.map((child) => input.edges[(edgeInto[child] ?? 0) * 3 + 1] ?? 0))];
    const leaves = (layerStart[depth[node] ?? 0] ?? 0) + along(node);
    const gapEnd = layerStart[(depth[node] ?? 0) + 1] ?? leaves + BETWEEN_LAYERS;
    const starts = list.map((child) => {
      const rank = outputs.indexOf(input.edges[(edgeInto[child] ?? 0) * 3 + 1] ?? 0);
      return (acrossAt[node] ?? 0) + (across(node) * (rank + 1)) / (outputs.length + 1);
    });
    const ends = list.map((child) => (acrossAt[child] ?? 0) + across(child) / 2);
    // Edges going back towards the start turn in order from the outermost, those going on from the outermost last.
    const turns = list.map((_, index) => ((ends[index] ?? 0) < (starts[index] ?? 0) ? index : (ends[index] ?? 0) > (starts[index] ?? 0) ? list.length - 1 - index : -1));
    const levels = Math.max(1, ...turns.map((turn) => turn + 1));
    list.forEach((child, index) => {
      const start = starts[index] ?? 0;
      const end = ends[index] ?? 0;
      const targetAlong = layerStart[depth[child] ?? 0] ?? 0;
      const route: number[] = [];
      const push = (acrossValue: number, alongValue: number) => (down ? route.push(acrossValue, alongValue) : route.push(alongValue, acrossValue));
      push(start, leaves);
      const turn = turns[index] ?? -1;
      if (turn >= 0) {
        const middle = leaves + ((gapEnd - leaves) * (turn + 1)) / (levels + 1);
        push(start, middle);
        push(end, middle);
        push(end, targetAlong);
      } else push(start, targetAlong);
      points[edgeInto[child] ?? 0] = route;
    });
  }
  let length = 0;
  for (let edge = 0; edge < edgeCount; edge += 1) {
    routeStarts[edge] = length;
    length += points[edge]?.length ?? 0;
  }
  routeStarts[edgeCount] = length;
  const routes = new Float64Array(length);
  points.forEach((route, edge) => routes.set(route, routeStarts[edge] ?? 0));

  const width = rightmost - leftmost;
  const height = (layerStart[depthCount - 1] ?? 0) + (layerDepth[depthCount - 1] ?? 0);
  return { positions, routes, routeStarts, width: down ? width : height, height: down ? height : width };
}
