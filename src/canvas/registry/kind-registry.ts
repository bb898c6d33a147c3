import type { z } from 'zod';
import { apiKind } from '@/canvas/kinds/api';
import { appKind } from '@/canvas/kinds/app';
import { arithmeticKind } from '@/canvas/kinds/arithmetic';
import { buttonTriggerKind } from '@/canvas/kinds/button-trigger';
import { conditionKind } from '@/canvas/kinds/condition';
import { firstMessageTriggerKind } from '@/canvas/kinds/first-message-trigger';
import { flowKind } from '@/canvas/kinds/flow';
import { formKind } from '@/canvas/kinds/form';
import { handOverKind } from '@/canvas/kinds/hand-over';
import { keywordTriggerKind } from '@/canvas/kinds/keyword-trigger';
import { messageKind } from '@/canvas/kinds/message';
import { noteKind } from '@/canvas/kinds/note';
import { optInTriggerKind } from '@/canvas/kinds/opt-in-trigger';
import { optOutKind } from '@/canvas/kinds/opt-out';
import { outsideHoursTriggerKind } from '@/canvas/kinds/outside-hours-trigger';
import { paymentKind } from '@/canvas/kinds/payment';
import { sendTemplateKind } from '@/canvas/kinds/send-template';
import { sendTextKind } from '@/canvas/kinds/send-text';
import { startFlowKind } from '@/canvas/kinds/start-flow';
import { tagContactKind } from '@/canvas/kinds/tag-contact';
import { waitKind } from '@/canvas/kinds/wait';
import type { NodeKindDefinition } from '@/canvas/kernel';

/** The kinds of a chatbot flow: the spec's action types and sticky notes. */
const CHATBOT_KINDS = {
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

/**
 * The kinds of a WhatsApp automation: triggers on an inbound event, then actions. CONDITION and
 * NOTE are the chatbot's own, shared.
 */
const AUTOMATION_KINDS = {
  KEYWORD_TRIGGER: keywordTriggerKind,
  BUTTON_TRIGGER: buttonTriggerKind,
  OPT_IN_TRIGGER: optInTriggerKind,
  FIRST_MESSAGE_TRIGGER: firstMessageTriggerKind,
  OUTSIDE_HOURS_TRIGGER: outsideHoursTriggerKind,
  SEND_TEMPLATE: sendTemplateKind,
  SEND_TEXT: sendTextKind,
  START_FLOW: startFlowKind,
  TAG_CONTACT: tagContactKind,
  OPT_OUT: optOutKind,
  HAND_OVER: handOverKind,
  WAIT: waitKind,
  CONDITION: conditionKind,
  NOTE: noteKind,
} as const;

/**
 * The one registry of node kinds: kind → headless parts. Adding a kind is one folder under
 * `src/canvas/kinds/` and one line in the kind set of the documents it belongs to; nothing else in
 * the engine names a kind.
 */
export const KIND_REGISTRY = { ...CHATBOT_KINDS, ...AUTOMATION_KINDS } as const;

type Registry = typeof KIND_REGISTRY;
export type NodeKind = keyof Registry;
export type NodeDataOf<K extends NodeKind> = z.output<Registry[K]['dataSchema']>;

export const NODE_KINDS = Object.keys(KIND_REGISTRY) as NodeKind[];

/** What a document is: a chatbot flow (the default) or a WhatsApp automation. */
export const DOCUMENT_TYPES = ['chatbot', 'automation'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The kinds a document of each type may hold: its palette, what its commands add and what its schema accepts. */
export const DOCUMENT_KINDS: Readonly<Record<DocumentType, readonly NodeKind[]>> = {
  chatbot: Object.keys(CHATBOT_KINDS) as NodeKind[],
  automation: Object.keys(AUTOMATION_KINDS) as NodeKind[],
};

/**
 * Whether a document of `type` may hold a node of `kind`.
 * @example documentAllows('automation', 'MESSAGE') // false
 */
export function documentAllows(type: DocumentType, kind: string): kind is NodeKind {
  return DOCUMENT_KINDS[type].includes(kind as NodeKind);
}

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
