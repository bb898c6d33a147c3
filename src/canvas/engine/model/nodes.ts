import type { HandleSpec, Position } from '@/canvas/kernel';
import type { FlowNode } from './flow-schema';
import { kindOf, type NodeDataOf, type NodeKind } from '@/canvas/registry';

/**
 * A new node of a kind with the kind's default data.
 * @example createNode('API', 'n1', { x: 0, y: 0 }).data.method // 'GET'
 */
export function createNode<K extends NodeKind>(kind: K, id: string, position: Position, data?: NodeDataOf<K>): FlowNode {
  return { id, kind, position, data: data ?? kindOf(kind).createData() } as FlowNode;
}

/**
 * The output handles of a node, in display order.
 * @example nodeOutputs(conditionNode).map((h) => h.id) // ['true', 'false']
 */
export function nodeOutputs(node: FlowNode): HandleSpec[] {
  return kindOf(node.kind).outputs(node.data);
}

/** The node's size for layout and hit-testing: measured, else the kind's default. */
export function nodeSize(node: FlowNode): { width: number; height: number } {
  return node.measured ?? kindOf(node.kind).defaultSize;
}
