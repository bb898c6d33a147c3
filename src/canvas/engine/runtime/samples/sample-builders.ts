import { createEmptyFlow, type BotSettings, type FlowDocument, type FlowEdge, type FlowNode, type FlowVariable } from '../../model/flow-schema';
import type { NodeDataOf, NodeKind } from '@/canvas/registry';

/** A node at a grid position (columns of 320 px, rows of 200 px), so samples lay out readably. */
export function sampleNode<K extends NodeKind>(kind: K, id: string, column: number, row: number, data: NodeDataOf<K>): FlowNode {
  return { id, kind, position: { x: column * 320, y: row * 200 }, data } as FlowNode;
}

export function sampleEdge(source: string, sourceHandle: string, target: string): FlowEdge {
  return { id: `${source}-${sourceHandle}`, source, sourceHandle, target };
}

export function sampleText(id: string, column: number, row: number, text: string): FlowNode {
  return sampleNode('MESSAGE', id, column, row, { content: { type: 'text_message', text }, suggestions: [] });
}

export function sampleReply(id: string, label: string, branch = true) {
  return { id, type: 'reply' as const, label, postbackData: id, branch };
}

/** A published sample flow starting at its first node. */
export function sampleFlow(init: {
  id: string;
  name: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
  variables?: FlowVariable[];
  settings?: Partial<BotSettings>;
}): FlowDocument {
  const flow = createEmptyFlow({ id: init.id, botId: 'sample-bot', name: init.name });
  return {
    ...flow,
    state: 'PUBLISH',
    startNodeId: init.nodes[0]?.id ?? null,
    nodes: init.nodes,
    edges: init.edges,
    variables: init.variables ?? [],
    settings: { ...flow.settings, ...init.settings },
  };
}
