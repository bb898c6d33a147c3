import { freeze, type Draft } from 'immer';
import type { Position } from '@/canvas/kernel';
import type { EdgeRoute, FlowDocument, FlowEdge, FlowNode } from '../model/flow-schema';

/**
 * Whether none of `ids` is taken by a node or edge: a logged command that would create an id
 * already in the document (replayed onto the wrong flow, or twice) no longer applies.
 */
export function idsFree(doc: FlowDocument, ids: Iterable<string | undefined>): boolean {
  const wanted = new Set([...ids].filter((id): id is string => id !== undefined));
  if (wanted.size === 0) return true;
  return !doc.nodes.some((node) => wanted.has(node.id)) && !doc.edges.some((edge) => wanted.has(edge.id));
}

/**
 * Index of a node, searched on the plain document rather than the draft so immer does not
 * create a proxy for every node it walks past.
 */
export function nodeIndex(doc: FlowDocument, nodeId: string): number {
  return doc.nodes.findIndex((node) => node.id === nodeId);
}

/**
 * New positions for some nodes. The nodes array is rebuilt from `base` outside immer and set whole,
 * frozen: immer drafting each moved node (a proxy, then finalising it) cost 5–50 ms for 500 nodes
 * of 5,000, in every part of a layout, against under a millisecond for the copy. The recipe must not
 * have changed `draft.nodes` before the call: they are taken from `base`.
 */
export function writePositions(draft: Draft<FlowDocument>, base: FlowDocument, positionOf: (node: FlowNode) => Position | undefined): void {
  let nodes: FlowNode[] | null = null;
  base.nodes.forEach((node, index) => {
    const next = positionOf(node);
    if (!next || (next.x === node.position.x && next.y === node.position.y)) return;
    nodes ??= base.nodes.slice();
    nodes[index] = freeze({ ...node, position: freeze({ x: next.x, y: next.y }) });
  });
  if (nodes) draft.nodes = freeze(nodes) as Draft<FlowNode>[];
}

/** New routes for some edges, set as `writePositions` sets positions (the recipe must not have changed `draft.edges`). */
export function writeRoutes(draft: Draft<FlowDocument>, base: FlowDocument, routes: Readonly<Record<string, EdgeRoute>>): void {
  let edges: FlowEdge[] | null = null;
  base.edges.forEach((edge, index) => {
    const route = routes[edge.id];
    if (!route) return;
    edges ??= base.edges.slice();
    edges[index] = freeze({ ...edge, route: freeze(route, true) });
  });
  if (edges) draft.edges = freeze(edges) as Draft<FlowEdge>[];
}

/** Removes nodes, every edge touching them, and the start marker if it pointed at one. */
export function removeNodesAndEdges(draft: Draft<FlowDocument>, nodeIds: ReadonlySet<string>, edgeIds: ReadonlySet<string>): void {
  if (nodeIds.size > 0) draft.nodes = draft.nodes.filter((node) => !nodeIds.has(node.id));
  draft.edges = draft.edges.filter((edge) => !edgeIds.has(edge.id) && !nodeIds.has(edge.source) && !nodeIds.has(edge.target));
  if (draft.startNodeId !== null && nodeIds.has(draft.startNodeId)) draft.startNodeId = null;
}

/** Edges whose two ends are both in the set. */
export function edgesWithin(edges: readonly FlowEdge[], nodeIds: ReadonlySet<string>): FlowEdge[] {
  return edges.filter((edge) => nodeIds.has(edge.source) && nodeIds.has(edge.target));
}

/** Copies nodes and their inner edges under new ids, shifted by an offset. */
export function cloneWithIds(
  nodes: readonly FlowNode[],
  edges: readonly FlowEdge[],
  idMap: Readonly<Record<string, string>>,
  offset: { x: number; y: number },
): { nodes: FlowNode[]; edges: FlowEdge[] } {
  const mapped = (id: string): string => {
    const next = idMap[id];
    if (next === undefined) throw new Error(`No new id for "${id}".`);
    return next;
  };
  return {
    nodes: nodes.map((node) => ({
      ...structuredClone(node),
      id: mapped(node.id),
      position: { x: node.position.x + offset.x, y: node.position.y + offset.y },
    })),
    // A copy is not where the layout put the original, so it takes no route.
    edges: edges.map((edge) => ({ id: mapped(edge.id), source: mapped(edge.source), sourceHandle: edge.sourceHandle, target: mapped(edge.target) })),
  };
}

/**
 * Writes `value` at a dotted path inside an object (`content.cards.0.title`), creating nothing:
 * every segment but the last must exist.
 */
export function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  const last = segments.pop();
  let cursor: unknown = target;
  for (const segment of segments) {
    if (typeof cursor !== 'object' || cursor === null) throw new Error(`Path "${path}" does not exist.`);
    cursor = (cursor as Record<string, unknown>)[segment];
  }
  if (typeof cursor !== 'object' || cursor === null || last === undefined) throw new Error(`Path "${path}" does not exist.`);
  (cursor as Record<string, unknown>)[last] = value;
}
