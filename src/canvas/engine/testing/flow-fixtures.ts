import { validateFlow } from '../validation/validate-flow';
import type { ValidationContext } from '@/canvas/kernel';
import { createEmptyFlow, type FlowDocument, type FlowEdge, type FlowNode } from '../model/flow-schema';
import type { NodeDataOf, NodeKind } from '@/canvas/registry';
import { createNode } from '../model/nodes';

/**
 * A node for tests: the kind's default data merged with `data`.
 * @example testNode('API', 'a1', { url: 'https://x.io' })
 */
export function testNode<K extends NodeKind>(kind: K, id: string, data: Partial<NodeDataOf<K>> = {}): FlowNode {
  const node = createNode(kind, id, { x: 0, y: 0 });
  return { ...node, data: { ...node.data, ...data } } as FlowNode;
}

/**
 * An edge for tests, id derived from its ends.
 * @example testEdge('m1', 'next', 'a1') // { id: 'm1-next-a1', … }
 */
export function testEdge(source: string, sourceHandle: string, target: string): FlowEdge {
  return { id: `${source}-${sourceHandle}-${target}`, source, sourceHandle, target };
}

/**
 * A flow whose start is the first node, with `name` declared as a variable.
 * @example testFlow([testNode('MESSAGE', 'm1', …)], [])
 */
export function testFlow(nodes: FlowNode[], edges: FlowEdge[] = [], overrides: Partial<FlowDocument> = {}): FlowDocument {
  return {
    ...createEmptyFlow({ id: 'flow-1', botId: 'bot-1', name: 'Test flow' }),
    startNodeId: nodes[0]?.id ?? null,
    variables: [{ name: 'name', type: 'string', default: null }],
    nodes,
    edges,
    ...overrides,
  };
}

/** A valid text message node. */
export function textMessage(id: string, text = 'Hello {{name}}'): FlowNode {
  return testNode('MESSAGE', id, { content: { type: 'text_message', text }, suggestions: [] });
}

/**
 * `[field, code]` of the content problems of one node, validated as the start of a one-node flow
 * (structural problems such as unconnected branches are left out).
 * @example contentProblems(testNode('API', 'a1', { url: 'nope' })) // [['url', 'URL_INVALID']]
 */
export function contentProblems(node: FlowNode, context: ValidationContext = {}): [string, string][] {
  return validateFlow(testFlow([node]), context)
    .filter((found) => !found.field.startsWith('outputs.'))
    .map((found) => [found.field, found.code]);
}
