import type { LayoutInput } from './layout-input';

/**
 * A connected part of a layout input: its nodes and edges by their index in the whole input, and
 * the part alone as an input of its own (indices local, in the whole's order).
 */
export interface LayoutComponent {
  nodes: Uint32Array;
  edges: Uint32Array;
  input: LayoutInput;
  /** Equal for two parts ELK draws alike: direction, sizes, outputs and edges. */
  key: string;
}

/** A part laid out alone: node corners and routes with the part's top-left at 0, 0, and its size. */
export interface ComponentLayout {
  positions: Float64Array;
  routes: Float64Array;
  routeStarts: Uint32Array;
  width: number;
  height: number;
}

function rootOf(parents: Uint32Array, node: number): number {
  let root = node;
  while (parents[root] !== root) root = parents[root] ?? root;
  // Path halving keeps the next look-ups short.
  let at = node;
  while (parents[at] !== root) {
    const next = parents[at] ?? root;
    parents[at] = root;
    at = next;
  }
  return root;
}

/**
 * The connected parts of a layout input, in the order of their first node.
 * @example componentsOf(input).length // 1 for a flow where every node is reachable from every other through edges
 */
export function componentsOf(input: LayoutInput): LayoutComponent[] {
  const nodeCount = input.outputCounts.length;
  const parents = new Uint32Array(nodeCount).map((_, index) => index);
  for (let at = 0; at + 2 < input.edges.length; at += 3) {
    const a = rootOf(parents, input.edges[at] ?? 0);
    const b = rootOf(parents, input.edges[at + 2] ?? 0);
    if (a !== b) parents[Math.max(a, b)] = Math.min(a, b);
  }
  const partOfRoot = new Map<number, number>();
  const nodesOf: number[][] = [];
  const partOfNode = new Uint32Array(nodeCount);
  const localIndex = new Uint32Array(nodeCount);
  for (let node = 0; node < nodeCount; node += 1) {
    const root = rootOf(parents, node);
    let part = partOfRoot.get(root);
    if (part === undefined) {
      part = nodesOf.length;
      partOfRoot.set(root, part);
      nodesOf.push([]);
    }
    const nodes = nodesOf[part] ?? [];
    partOfNode[node] = part;
    localIndex[node] = nodes.length;
    nodes.push(node);
  }
  const edgesOf: number[][] = nodesOf.map(() => []);
  for (let edge = 0; edge * 3 + 2 < input.edges.length; edge += 1) edgesOf[partOfNode[input.edges[edge * 3] ?? 0] ?? 0]?.push(edge);
  return nodesOf.map((nodes, part) => {
    const edges = edgesOf[part] ?? [];
    const sizes = new Float64Array(nodes.length * 2);
    const outputCounts = new Uint16Array(nodes.length);
    nodes.forEach((node, index) => {
      sizes[index * 2] = input.sizes[node * 2] ?? 0;
      sizes[index * 2 + 1] = input.sizes[node * 2 + 1] ?? 0;
      outputCounts[index] = input.outputCounts[node] ?? 0;
    });
    const ends = new Uint32Array(edges.length * 3);
    edges.forEach((edge, index) => {
      ends[index * 3] = localIndex[input.edges[edge * 3] ?? 0] ?? 0;
      ends[index * 3 + 1] = input.edges[edge * 3 + 1] ?? 0;
      ends[index * 3 + 2] = localIndex[input.edges[edge * 3 + 2] ?? 0] ?? 0;
    });
    const key = `${input.direction}|${sizes.join(',')}|${outputCounts.join(',')}|${ends.join(',')}`;
    return { nodes: Uint32Array.from(nodes), edges: Uint32Array.from(edges), input: { direction: input.direction, anchor: { x: 0, y: 0 }, sizes, outputCounts, edges: ends }, key };
  });
}

/**
 * One input of several parts, their indices moved past each other's, for one ELK run that lays out
 * each part (ELK separates connected components itself): part i's nodes start at `nodeStarts[i]`.
 */
export function joinedInput(parts: readonly LayoutInput[], direction: LayoutInput['direction']): { input: LayoutInput; nodeStarts: number[]; edgeStarts: number[] } {
  const nodeStarts: number[] = [];
  const edgeStarts: number[] = [];
  let nodeCount = 0;
  let edgeCount = 0;
  for (const part of parts) {
    nodeStarts.push(nodeCount);
    edgeStarts.push(edgeCount);
    nodeCount += part.outputCounts.length;
    edgeCount += part.edges.length / 3;
  }
  const sizes = new Float64Array(nodeCount * 2);
  const outputCounts = new Uint16Array(nodeCount);
  const edges = new Uint32Array(edgeCount * 3);
  parts.forEach((part, index) => {
    const first = nodeStarts[index] ?? 0;
    sizes.set(part.sizes, first * 2);
    outputCounts.set(part.outputCounts, first);
    const at = (edgeStarts[index] ?? 0) * 3;
    for (let end = 0; end + 2 < part.edges.length; end += 3) {
      edges[at + end] = (part.edges[end] ?? 0) + first;
      edges[at + end + 1] = part.edges[end + 1] ?? 0;
      edges[at + end + 2] = (part.edges[end + 2] ?? 0) + first;
    }
  });
  return { input: { direction, anchor: { x: 0, y: 0 }, sizes, outputCounts, edges }, nodeStarts, edgeStarts };
}
