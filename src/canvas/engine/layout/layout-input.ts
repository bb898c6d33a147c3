import type { Position, Size } from '@/canvas/kernel';
import type { FlowDocument, LayoutDirection } from '../model/flow-schema';
import { kindOf } from '@/canvas/registry';
import { nodeOutputs, nodeSize } from '../model/nodes';

export interface LayoutOptions {
  direction: LayoutDirection;
  /** Lay out only these nodes (and the edges among them), keeping their previous top-left corner. */
  nodeIds?: string[];
  /**
   * The size the editor measured on screen for a node, if it did. It wins over the document's
   * `measured` and the kind's default size, since a node's real height depends on its content
   * (cards, fields, branches). Asked while the input is built, so no table of sizes is made first.
   */
  sizeOf?: (nodeId: string) => Size | undefined;
}

/**
 * What ELK needs of a flow and nothing else, as numbers: node sizes, how many branch outputs each
 * node has (their order is the handle order), the edges by index, and where a selection was. The
 * page posts it to the layout worker with its arrays transferred, not copied; ids stay on the page
 * (`LayoutPlan`). Posting the document, then ELK's graph, then an object per node and edge made the
 * page copy tens of thousands of objects in the task that started a layout of 5,000 nodes.
 */
export interface LayoutInput {
  direction: LayoutDirection;
  /** The top-left corner the laid-out nodes keep: the selection's, or the origin for a whole flow. */
  anchor: Position;
  /** Width and height of node i at 2i and 2i + 1. */
  sizes: Float64Array;
  /** Branch outputs of node i. */
  outputCounts: Uint16Array;
  /** Edge j: its source node at 3j, the index of the source's output at 3j + 1, its target node at 3j + 2. */
  edges: Uint32Array;
}

/** A layout input and the ids behind its indices, which the page keeps to read the answer. */
export interface LayoutPlan {
  nodeIds: string[];
  edgeIds: string[];
  input: LayoutInput;
}

function topLeft(positions: readonly Position[]): Position {
  let x = Infinity;
  let y = Infinity;
  for (const position of positions) {
    x = Math.min(x, position.x);
    y = Math.min(y, position.y);
  }
  return { x: Number.isFinite(x) ? x : 0, y: Number.isFinite(y) ? y : 0 };
}

/**
 * The layout plan of a flow: sizes from `options.sizeOf`, else the document's measured sizes, else
 * kind defaults. Sticky notes are left out, so they stay where the author put them, and so are edges
 * from outputs a node no longer has. `null` when there is nothing to lay out.
 * @example layoutPlanOf(doc, { direction: 'DOWN' })?.nodeIds.length // nodes to place
 */
export function layoutPlanOf(doc: FlowDocument, options: LayoutOptions): LayoutPlan | null {
  const only = options.nodeIds ? new Set(options.nodeIds) : null;
  const included = doc.nodes.filter((node) => !kindOf(node.kind).ignoredByRuntime && (!only || only.has(node.id)));
  if (included.length === 0) return null;
  const indexOf = new Map<string, number>();
  const outputIndex: Map<string, number>[] = [];
  const sizes = new Float64Array(included.length * 2);
  const outputCounts = new Uint16Array(included.length);
  included.forEach((node, index) => {
    indexOf.set(node.id, index);
    const size = options.sizeOf?.(node.id) ?? nodeSize(node);
    sizes[index * 2] = size.width;
    sizes[index * 2 + 1] = size.height;
    const outputs = nodeOutputs(node);
    outputCounts[index] = outputs.length;
    outputIndex.push(new Map(outputs.map((handle, position) => [handle.id, position])));
  });
  const edgeIds: string[] = [];
  const ends: number[] = [];
  for (const edge of doc.edges) {
    const source = indexOf.get(edge.source);
    const target = indexOf.get(edge.target);
    const output = source === undefined ? undefined : outputIndex[source]?.get(edge.sourceHandle);
    if (source === undefined || target === undefined || output === undefined) continue;
    edgeIds.push(edge.id);
    ends.push(source, output, target);
  }
  return {
    nodeIds: included.map((node) => node.id),
    edgeIds,
    input: {
      direction: options.direction,
      anchor: only ? topLeft(included.map((node) => node.position)) : { x: 0, y: 0 },
      sizes,
      outputCounts,
      edges: Uint32Array.from(ends),
    },
  };
}
