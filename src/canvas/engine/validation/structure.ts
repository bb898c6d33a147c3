import type { FlowDocument, FlowEdge, FlowNode } from '../model/flow-schema';
import type { HandleSpec } from '../model/kind-definition';
import { kindOf } from '../model/kind-registry';
import { PROBLEM_CODES } from './codes';
import { nodesOnCycles } from './cycles';
import { problem } from './problem';
import type { Problem } from './types';

interface GraphIndex {
  nodes: Map<string, FlowNode>;
  outputs: Map<string, HandleSpec[]>;
  /** Edges that pass the edge checks, by source node. */
  validEdgesBySource: Map<string, FlowEdge[]>;
  /** `source \0 handle` of every valid edge. */
  connectedHandles: Set<string>;
}

function checkEdges(doc: FlowDocument, nodes: Map<string, FlowNode>, outputs: Map<string, HandleSpec[]>, out: Problem[]): GraphIndex {
  const bySource = new Map<string, FlowEdge[]>();
  const connectedHandles = new Set<string>();
  const seen = new Set<string>();
  for (const edge of doc.edges) {
    const source = nodes.get(edge.source);
    const target = nodes.get(edge.target);
    const field = `edges.${edge.id}`;
    if (!source || !target) {
      out.push(problem(source ? edge.source : target ? edge.target : null, field, PROBLEM_CODES.edgeMissingNode, 'error', { edgeId: edge.id }));
      continue;
    }
    if (!outputs.get(edge.source)?.some((handle) => handle.id === edge.sourceHandle)) {
      out.push(problem(edge.source, field, PROBLEM_CODES.edgeMissingHandle, 'error', { edgeId: edge.id }));
      continue;
    }
    if (!kindOf(target.kind).acceptsInput) {
      out.push(problem(edge.target, field, PROBLEM_CODES.edgeInvalidTarget, 'error', { edgeId: edge.id }));
      continue;
    }
    const key = `${edge.source}\u0000${edge.sourceHandle}\u0000${edge.target}`;
    if (seen.has(key)) {
      out.push(problem(edge.source, field, PROBLEM_CODES.edgeDuplicate, 'error', { edgeId: edge.id }));
      continue;
    }
    seen.add(key);
    connectedHandles.add(`${edge.source}\u0000${edge.sourceHandle}`);
    const list = bySource.get(edge.source);
    if (list) list.push(edge);
    else bySource.set(edge.source, [edge]);
  }
  return { nodes, outputs, validEdgesBySource: bySource, connectedHandles };
}

function checkBranches(doc: FlowDocument, index: GraphIndex, out: Problem[]): void {
  for (const node of doc.nodes) {
    for (const handle of index.outputs.get(node.id) ?? []) {
      if (handle.required && !index.connectedHandles.has(`${node.id}\u0000${handle.id}`)) {
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

/**
 * Structural rules: one start node, edges to existing nodes and handles, no duplicates, required
 * branches connected, every node reachable (warning), no loop that never waits for the user.
 * @example structureProblems(createEmptyFlow(init)) // [{ code: 'START_MISSING', … }]
 */
export function structureProblems(doc: FlowDocument): readonly Problem[] {
  const cached = byDocument.get(doc);
  if (cached) return cached;
  const out: Problem[] = [];
  const nodes = new Map(doc.nodes.map((node) => [node.id, node]));
  const outputs = new Map(doc.nodes.map((node) => [node.id, kindOf(node.kind).outputs(node.data)]));
  const index = checkEdges(doc, nodes, outputs, out);
  checkBranches(doc, index, out);
  checkReachability(doc, index, out);
  checkBusyCycles(doc, index, out);
  byDocument.set(doc, out);
  return out;
}
