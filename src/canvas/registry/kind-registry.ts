import type { z } from 'zod';
import { apiKind } from '@/canvas/kinds/api';
import { appKind } from '@/canvas/kinds/app';
import { arithmeticKind } from '@/canvas/kinds/arithmetic';
import { conditionKind } from '@/canvas/kinds/condition';
import { flowKind } from '@/canvas/kinds/flow';
import { formKind } from '@/canvas/kinds/form';
import { messageKind } from '@/canvas/kinds/message';
import { noteKind } from '@/canvas/kinds/note';
import { paymentKind } from '@/canvas/kinds/payment';
import type { NodeKindDefinition } from '@/canvas/kernel';

/**
 * The one registry of node kinds: kind → headless parts. Adding a kind is one folder under
 * `src/canvas/kinds/` and one line here; nothing else in the engine names a kind.
 */
export const KIND_REGISTRY = {
  MESSAGE: messageKind,
  CONDITION: conditionKind,
  ARITHMETIC: arithmeticKind,
  FORM: formKind,
  API: apiKind,
  FLOW: flowKind,
  APP: appKind,
  PAYMENT: paymentKind,
  NOTE: noteKind,
} as const;

type Registry = typeof KIND_REGISTRY;
export type NodeKind = keyof Registry;
export type NodeDataOf<K extends NodeKind> = z.output<Registry[K]['dataSchema']>;

export const NODE_KINDS = Object.keys(KIND_REGISTRY) as NodeKind[];

/**
 * The headless parts of a kind, typed loosely so that generic engine code can call them on any node.
 * @example kindOf('CONDITION').outputs(node.data) // [{ id: 'true', … }, { id: 'false', … }]
 */
export function kindOf(kind: NodeKind): NodeKindDefinition<NodeKind, z.ZodType<unknown>> {
  return KIND_REGISTRY[kind] as unknown as NodeKindDefinition<NodeKind, z.ZodType<unknown>>;
}

export function isNodeKind(value: string): value is NodeKind {
  return Object.hasOwn(KIND_REGISTRY, value);
}
