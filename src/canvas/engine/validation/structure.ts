import type { FlowDocument, FlowEdge, FlowNode } from '../model/flow-schema';
import { type HandleSpec, type Problem, PROBLEM_CODES } from '@/canvas/kernel';
import { kindOf } from '@/canvas/registry';
import { nodesOnCycles } from './cycles';
import { problem } from './problem';

interface GraphIndex {
  nodes: Map<string, FlowNode>;
  outputs: Map<string, HandleSpec[]>;
  /** Edges that pass the edge checks, by source node. */
  validEdgesBySource: Map<string, FlowEdge[]>;
}

// Duplicates and connected handles are found among a node's own edges, a handful each, rather than
// through string keys for every edge: at 5,000 nodes those keys were most of the walk's garbage.
function checkEdges(doc: FlowDocument, nodes: Map<string, FlowNode>, outputs: Map<string, HandleSpec[]>, out: Problem[]): GraphIndex {
  const bySource = new Map<string, FlowEdge[]>();
  for (const edge of doc.edges) {
    const source = nodes.get(edge.source);
    const target = nodes.get(edge.target);
    if (!source || !target) {
      out.push(problem(source ? edge.source : target ? edge.target : null, `edges.${edge.id}`, PROBLEM_CODES.edgeMissingNode, 'error', { edgeId: edge.id }));
      continue;
    }
    if (!outputs.get(edge.source)?.some((handle) => handle.id === edge.sourceHandle)) {
      out.push(problem(edge.source, `edges.${edge.id}`, PROBLEM_CODES.edgeMissingHandle, 'error', { edgeId: edge.id }));
      continue;
    }
    if (!kindOf(target.kind).acceptsInput) {
      out.push(problem(edge.target, `edges.${edge.id}`, PROBLEM_CODES.edgeInvalidTarget, 'error', { edgeId: edge.id }));
      continue;
    }
    const list = bySource.get(edge.source);
    if (list?.some((other) => other.sourceHandle === edge.sourceHandle && other.target === edge.target)) {
      out.push(problem(edge.source, `edges.${edge.id}`, PROBLEM_CODES.edgeDuplicate, 'error', { edgeId: edge.id }));
      continue;
    }
    if (list) list.push(edge);
    else bySource.set(edge.source, [edge]);
  }
  return { nodes, outputs, validEdgesBySource: bySource };
}

function checkBranches(doc: FlowDocument, index: GraphIndex, out: Problem[]): void {
  for (const node of doc.nodes) {
    const edges = index.validEdgesBySource.get(node.id);
    for (const handle of index.outputs.get(node.id) ?? []) {
      if (handle.required && !edges?.some((edge) => edge.sourceHandle === handle.id)) {
        out.push(problem(node.id, `outputs.${handle.id}`, PROBLEM_CODES.branchUnconnected, 'error', { params: { handle: handle.label ?? handle.id } }));
      }
    }
  }
}

function checkReachability(doc: FlowDocument, index: GraphIndex, out: Problem[]): void {
  const start = doc.startNodeId === null ? undefined : index.nodes.get(doc.startNodeId);
  if (!start || !kindOf(start.kind).acceptsInput) {
    out.push(problem(null, 'startNodeId', PROBLEM_CODES.startMissing));
    return;
  }
  const reached = new Set<string>([start.id]);
  const queue = [start.id];
  for (let head = 0; head < queue.length; head += 1) {
    for (const edge of index.validEdgesBySource.get(queue[head]!) ?? []) {
      if (!reached.has(edge.target)) {
        reached.add(edge.target);
        queue.push(edge.target);
      }
    }
  }
  for (const node of doc.nodes) {
    if (!reached.has(node.id) && !kindOf(node.kind).ignoredByRuntime) {
      out.push(problem(node.id, 'node', PROBLEM_CODES.unreachableNode, 'warning'));
    }
  }
}

function checkBusyCycles(doc: FlowDocument, index: GraphIndex, out: Problem[]): void {
  const adjacency = new Map<string, string[]>();
  for (const node of doc.nodes) {
    const kind = kindOf(node.kind);
    if (kind.waitsForInput || kind.ignoredByRuntime) continue;
    adjacency.set(node.id, (index.validEdgesBySource.get(node.id) ?? []).map((edge) => edge.target));
  }
  for (const nodeId of nodesOnCycles(adjacency)) out.push(problem(nodeId, 'node', PROBLEM_CODES.cycleWithoutInput));
}

// Documents are immutable (every edit makes a new one), and the whole-flow validation and the
// inspector's one-node validation ask about the same document: the graph is walked once per document.
const byDocument = new WeakMap<FlowDocument, readonly Problem[]>();

interface GraphShape {
  startNodeId: string | null;
  nodes: readonly FlowNode[];
  problems: readonly Problem[];
}

// The rules read ids, kinds, branches (from data), edges and the start node, never positions or the
// rest of the data. A layout or a drag keeps the edges array and every data object, and typing in a
// field changes one node's data but not its branches: such documents share the previous walk, which
// at 5,000 nodes was most of the validation that follows a layout or a keystroke.
const byEdges = new WeakMap<readonly FlowEdge[], GraphShape>();

const sameBranches = (a: readonly HandleSpec[], b: readonly HandleSpec[]) =>
  a.length === b.length &&
  a.every((handle, index) => {
    const other = b[index];
    return other !== undefined && handle.id === other.id && handle.required === other.required && handle.label === other.label;
  });

const sameNodes = (a: readonly FlowNode[], b: readonly FlowNode[]) =>
  a.length === b.length &&
  a.every((node, index) => {
    const other = b[index];
    if (other === undefined || node.id !== other.id || node.kind !== other.kind) return false;
    if (node.data === other.data) return true;
    const kind = kindOf(node.kind);
    return sameBranches(kind.outputs(node.data), kind.outputs(other.data));
  });

/**
 * Structural rules: one start node, edges to existing nodes and handles, no duplicates, required
 * branches connected, every node reachable (warning), no loop that never waits for the user.
 * @example structureProblems(createEmptyFlow(init)) // [{ code: 'START_MISSING', … }]
 */
export function structureProblems(doc: FlowDocument): readonly Problem[] {
  const cached = byDocument.get(doc);
  if (cached) return cached;
  const shape = byEdges.get(doc.edges);
  if (shape && shape.startNodeId === doc.startNodeId && sameNodes(shape.nodes, doc.nodes)) {
    byDocument.set(doc, shape.problems);
    // The newest nodes, so the next keystroke compares against its own node, not every one edited since.
    byEdges.set(doc.edges, { ...shape, nodes: doc.nodes });
    return shape.problems;
  }
  const out: Problem[] = [];
  const nodes = new Map<string, FlowNode>();
  const outputs = new Map<string, HandleSpec[]>();
  for (const node of doc.nodes) {
    nodes.set(node.id, node);
    outputs.set(node.id, kindOf(node.kind).outputs(node.data));
  }
  const index = checkEdges(doc, nodes, outputs, out);
  checkBranches(doc, index, out);
  checkReachability(doc, index, out);
  checkBusyCycles(doc, index, out);
  byDocument.set(doc, out);
  byEdges.set(doc.edges, { startNodeId: doc.startNodeId, nodes: doc.nodes, problems: out });
  return out;
}
