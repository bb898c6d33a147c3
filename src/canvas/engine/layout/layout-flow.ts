import type { ElkExtendedEdge, ElkNode, ElkPort } from 'elkjs/lib/elk-api';
import type { Position, Size } from '@/canvas/kernel';
import type { FlowDocument, LayoutDirection } from '../model/flow-schema';
import { kindOf } from '@/canvas/registry';
import { nodeOutputs, nodeSize } from '../model/nodes';

export interface LayoutOptions {
  direction: LayoutDirection;
  /** Lay out only these nodes (and the edges among them), keeping their previous top-left corner. */
  nodeIds?: string[];
  /**
   * Sizes the editor measured on screen, by node id. They win over the document's `measured` and the
   * kind's default size, since a node's real height depends on its content (cards, fields, branches).
   */
  sizes?: Readonly<Record<string, Size>>;
}

export type LayoutPositions = Record<string, Position>;

/**
 * The path ELK drew each laid-out edge along, by edge id, flat: x and y of its start, of each bend
 * point, then of its end. Flat numbers cross from the worker to the page as one array per edge
 * instead of an object per point.
 */
export type LayoutRoutes = Record<string, number[]>;

/** Where a layout puts each node (its top-left corner) and how it routes each edge. */
export interface LaidOutFlow {
  positions: LayoutPositions;
  routes: LayoutRoutes;
}

let elk: Promise<{ layout(graph: ElkNode): Promise<ElkNode> }> | null = null;

/**
 * ELK is loaded on the first layout: its 1.5 MB bundle runs start-up code when evaluated, which the
 * editor's main thread paid on every opening although layouts run in a worker.
 */
export function loadElk() {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  return elk;
}

function topLeft(nodes: readonly { x?: number; y?: number }[]): Position {
  let x = Infinity;
  let y = Infinity;
  for (const node of nodes) {
    x = Math.min(x, node.x ?? 0);
    y = Math.min(y, node.y ?? 0);
  }
  return { x: Number.isFinite(x) ? x : 0, y: Number.isFinite(y) ? y : 0 };
}

/**
 * What ELK needs of a flow, and nothing else: node sizes, branch outputs in handle order, edges, and
 * where a selection was. The editor builds it and posts it to the layout worker, which turns it into
 * ELK's graph: posting the document, or ELK's graph with an options object per port, made the
 * browser copy tens of thousands of objects in the task that started a layout of 5,000 nodes.
 */
export interface LayoutInput {
  direction: LayoutDirection;
  nodes: { id: string; width: number; height: number; outputs: string[] }[];
  edges: { id: string; source: string; sourceHandle: string; target: string }[];
  /** The top-left corner the laid-out nodes keep: the selection's, or the origin for a whole flow. */
  anchor: Position;
}

/**
 * The layout input of a flow: sizes from `options.sizes`, else the document's measured sizes, else
 * kind defaults. Sticky notes are left out, so they stay where the author put them, and so are edges
 * from outputs a node no longer has. `null` when there is nothing to lay out.
 * @example layoutInputOf(doc, { direction: 'DOWN' })?.nodes.length // nodes to place
 */
export function layoutInputOf(doc: FlowDocument, options: LayoutOptions): LayoutInput | null {
  const only = options.nodeIds ? new Set(options.nodeIds) : null;
  const included = doc.nodes.filter((node) => !kindOf(node.kind).ignoredByRuntime && (!only || only.has(node.id)));
  if (included.length === 0) return null;
  const outputs = new Map(included.map((node) => [node.id, nodeOutputs(node).map((handle) => handle.id)]));
  return {
    direction: options.direction,
    nodes: included.map((node) => ({ id: node.id, ...(options.sizes?.[node.id] ?? nodeSize(node)), outputs: outputs.get(node.id) ?? [] })),
    edges: doc.edges
      .filter((edge) => outputs.has(edge.target) && outputs.get(edge.source)?.includes(edge.sourceHandle))
      .map(({ id, source, sourceHandle, target }) => ({ id, source, sourceHandle, target })),
    anchor: only ? topLeft(included.map((node) => node.position)) : { x: 0, y: 0 },
  };
}

/** ELK's graph of a layout input: layered, branch ports in handle order, disconnected parts separated. */
function elkGraphOf(input: LayoutInput): ElkNode {
  const down = input.direction === 'DOWN';
  const ports = (node: LayoutInput['nodes'][number]): ElkPort[] =>
    // ELK numbers FIXED_ORDER ports clockwise, so south-side ports count from the right.
    node.outputs.map((handle, index) => ({
      id: `${node.id}::${handle}`,
      width: 1,
      height: 1,
      layoutOptions: { 'elk.port.side': down ? 'SOUTH' : 'EAST', 'elk.port.index': String(down ? node.outputs.length - 1 - index : index) },
    }));
  const edges: ElkExtendedEdge[] = input.edges.map((edge) => ({ id: edge.id, sources: [`${edge.source}::${edge.sourceHandle}`], targets: [edge.target] }));
  return {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': input.direction,
      'elk.spacing.nodeNode': '40',
      'elk.layered.spacing.nodeNodeBetweenLayers': '80',
      'elk.separateConnectedComponents': 'true',
      'elk.spacing.componentComponent': '80',
      // Measured in Node on the bench's 1,000-node flow (docs/performance.md): keeping the model order
      // made ELK 2.6× slower and one sweep instead of seven (thoroughness) 1.7× faster, for the same
      // drawing here. Branch order comes from the fixed port order, not from the model order.
      'elk.layered.thoroughness': '1',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    },
    children: input.nodes.map((node) => ({
      id: node.id,
      width: node.width,
      height: node.height,
      ports: ports(node),
      layoutOptions: { 'elk.portConstraints': 'FIXED_ORDER' },
    })),
    edges,
  };
}

/**
 * Runs ELK's layered algorithm on a layout input (in the worker) and returns each node's top-left
 * corner and each edge's route, the whole moved to the input's anchor.
 * @example const { positions, routes } = await layoutOf(layoutInputOf(doc, { direction: 'DOWN' }));
 */
export async function layoutOf(input: LayoutInput | null): Promise<LaidOutFlow> {
  if (!input) return { positions: {}, routes: {} };
  const result = await (await loadElk()).layout(elkGraphOf(input));
  const laidOut = result.children ?? [];
  const origin = topLeft(laidOut);
  const dx = input.anchor.x - origin.x;
  const dy = input.anchor.y - origin.y;
  const positions: LayoutPositions = {};
  for (const child of laidOut) positions[child.id] = { x: (child.x ?? 0) + dx, y: (child.y ?? 0) + dy };
  const routes: LayoutRoutes = {};
  for (const edge of result.edges ?? []) {
    // One section per edge: every edge has one source and one target.
    const section = edge.sections?.[0];
    if (!section) continue;
    const flat = [section.startPoint.x + dx, section.startPoint.y + dy];
    for (const bend of section.bendPoints ?? []) flat.push(bend.x + dx, bend.y + dy);
    flat.push(section.endPoint.x + dx, section.endPoint.y + dy);
    routes[edge.id] = flat;
  }
  return { positions, routes };
}

/**
 * Lays out a flow in one call (headless use and tests; the editor splits the two halves between the
 * page and the worker).
 * @example const { positions } = await layoutFlow(doc, { direction: 'DOWN' }); // { n1: { x: 0, y: 0 }, … }
 */
export function layoutFlow(doc: FlowDocument, options: LayoutOptions): Promise<LaidOutFlow> {
  return layoutOf(layoutInputOf(doc, options));
}
