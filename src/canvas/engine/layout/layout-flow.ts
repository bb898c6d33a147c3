import type { ElkExtendedEdge, ElkNode, ElkPort } from 'elkjs/lib/elk-api';
import type { Position, Size } from '../model/common-schemas';
import type { FlowDocument, FlowNode, LayoutDirection } from '../model/flow-schema';
import { kindOf } from '../model/kind-registry';
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

let elk: Promise<{ layout(graph: ElkNode): Promise<ElkNode> }> | null = null;

/**
 * ELK is loaded on the first layout: its 1.5 MB bundle runs start-up code when evaluated, which the
 * editor's main thread paid on every opening although layouts run in a worker.
 */
export function loadElk() {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  return elk;
}

function portsOf(node: FlowNode, direction: LayoutOptions['direction']): ElkPort[] {
  const outputs = nodeOutputs(node);
  // ELK numbers FIXED_ORDER ports clockwise, so south-side ports count from the right.
  return outputs.map((handle, index) => ({
    id: `${node.id}::${handle.id}`,
    width: 1,
    height: 1,
    layoutOptions: {
      'elk.port.side': direction === 'DOWN' ? 'SOUTH' : 'EAST',
      'elk.port.index': String(direction === 'DOWN' ? outputs.length - 1 - index : index),
    },
  }));
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
 * Lays out a flow with ELK's layered algorithm: sizes from `options.sizes`, else the document's
 * measured sizes, else kind defaults; branch ports in handle order; disconnected parts separated.
 * Sticky notes stay where the author put them.
 * @example const positions = await layoutFlow(doc, { direction: 'DOWN' }); // { n1: { x: 0, y: 0 }, … }
 */
export async function layoutFlow(doc: FlowDocument, options: LayoutOptions): Promise<LayoutPositions> {
  const only = options.nodeIds ? new Set(options.nodeIds) : null;
  const nodes = doc.nodes.filter((node) => !kindOf(node.kind).ignoredByRuntime && (!only || only.has(node.id)));
  if (nodes.length === 0) return {};
  const included = new Set(nodes.map((node) => node.id));
  const ports = new Map(nodes.map((node) => [node.id, portsOf(node, options.direction)]));
  const edges: ElkExtendedEdge[] = doc.edges
    .filter((edge) => included.has(edge.source) && included.has(edge.target))
    .filter((edge) => ports.get(edge.source)?.some((port) => port.id === `${edge.source}::${edge.sourceHandle}`))
    .map((edge) => ({ id: edge.id, sources: [`${edge.source}::${edge.sourceHandle}`], targets: [edge.target] }));
  const graph: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': options.direction,
      'elk.spacing.nodeNode': '40',
      'elk.layered.spacing.nodeNodeBetweenLayers': '80',
      'elk.separateConnectedComponents': 'true',
      'elk.spacing.componentComponent': '80',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    },
    children: nodes.map((node) => ({
      id: node.id,
      ...(options.sizes?.[node.id] ?? nodeSize(node)),
      ports: ports.get(node.id) ?? [],
      layoutOptions: { 'elk.portConstraints': 'FIXED_ORDER' },
    })),
    edges,
  };
  const result = await (await loadElk()).layout(graph);
  const laidOut = result.children ?? [];
  const origin = topLeft(laidOut);
  const anchor = only ? topLeft(nodes.map((node) => node.position)) : { x: 0, y: 0 };
  const positions: LayoutPositions = {};
  for (const child of laidOut) {
    positions[child.id] = { x: (child.x ?? 0) - origin.x + anchor.x, y: (child.y ?? 0) - origin.y + anchor.y };
  }
  return positions;
}
