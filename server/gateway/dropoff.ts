import type { FlowDocument, TraceStep } from '@/canvas/engine';

export interface DropoffFigures {
  conversations: number;
  nodes: { node_id: string; reached: number; last: number }[];
  edges: { edge_id: string; source: string; target: string; taken: number }[];
}

/**
 * Drop-off of one flow from logged traces: per node, the conversations that reached it and those
 * whose last visited node (of this flow) it was; per edge, how often its source left by its handle.
 * Nodes and edges are those of `doc` (the draft the editor shows), matched by id and handle.
 * @example dropoffFigures(doc, [{ conversationId: 'c1', trace }]).nodes[0] // { node_id: 'welcome', reached: 1, last: 0 }
 */
export function dropoffFigures(doc: FlowDocument, turns: readonly { conversationId: string; trace: readonly TraceStep[] }[]): DropoffFigures {
  const reached = new Map<string, Set<string>>();
  const lastByConversation = new Map<string, string>();
  const taken = new Map<string, number>();
  for (const turn of turns) {
    for (const step of turn.trace) {
      if (step.flowId !== doc.id || step.kind === 'SESSION' || !step.nodeId) continue;
      const visitors = reached.get(step.nodeId) ?? new Set<string>();
      visitors.add(turn.conversationId);
      reached.set(step.nodeId, visitors);
      lastByConversation.set(turn.conversationId, step.nodeId);
      if (step.branch !== null) taken.set(`${step.nodeId}|${step.branch}`, (taken.get(`${step.nodeId}|${step.branch}`) ?? 0) + 1);
    }
  }
  const last = new Map<string, number>();
  for (const nodeId of lastByConversation.values()) last.set(nodeId, (last.get(nodeId) ?? 0) + 1);
  return {
    conversations: lastByConversation.size,
    nodes: doc.nodes.map((node) => ({ node_id: node.id, reached: reached.get(node.id)?.size ?? 0, last: last.get(node.id) ?? 0 })),
    edges: doc.edges.map((edge) => ({ edge_id: edge.id, source: edge.source, target: edge.target, taken: taken.get(`${edge.source}|${edge.sourceHandle}`) ?? 0 })),
  };
}
