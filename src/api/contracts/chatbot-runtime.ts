import { z } from 'zod';
import { isoDayOrInstant } from './iso-instant';
import { apiAccess, chatbotId, httpMethod } from './chatbot-common';

/** Conversations at run time: the simulator's fetch proxy, the public gateway and the chat report. */

/**
 * `error` of the 4xx answer when the outbound proxy will not or cannot make a call (never a 500):
 * 403 `outbound_refused` (private, loopback or link-local address not in `OUTBOUND_ALLOW`, or a
 * scheme other than http/https), 408 `outbound_timeout`, 424 `outbound_failed` (DNS, connection).
 */
export const outboundErrorCode = z.enum(['outbound_refused', 'outbound_timeout', 'outbound_failed']);
export type OutboundErrorCode = z.infer<typeof outboundErrorCode>;

/** The runtime's `HttpRequest` as JSON (no `signal`; `timeoutMs` bounds the call on the server). */
export const simulateFetchRequest = z.object({
  method: httpMethod,
  url: z.string().trim().min(1).max(2000),
  headers: z.record(z.string(), z.string()).default({}),
  body: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('raw'), text: z.string() }),
      z.object({ type: z.literal('urlencoded'), text: z.string() }),
      z.object({ type: z.literal('form_data'), fields: z.array(z.object({ key: z.string(), value: z.string() })) }),
    ])
    .nullable()
    .default(null),
  access: apiAccess.default('Public'),
  timeoutMs: z.number().int().positive().max(60_000).optional(),
});
export type SimulateFetchRequest = z.input<typeof simulateFetchRequest>;
/** POST simulate/fetch answer: the runtime's `HttpResponse` (`body` is text; the runtime parses JSON). */
export const simulateFetchResponse = z.object({ status: z.number().int(), headers: z.record(z.string(), z.string()), body: z.string(), truncated: z.boolean() });
export type SimulateFetchResponse = z.infer<typeof simulateFetchResponse>;

const jsonVariables = z.record(z.string(), z.json());

/** The runtime's `UserEvent`. */
export const userEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), fromNodeId: z.string().optional(), variables: jsonVariables.optional() }),
  z.object({ type: z.literal('text'), text: z.string().max(4096) }),
  z.object({ type: z.literal('postback'), data: z.string().max(4096) }),
  z.object({ type: z.literal('upload'), file: z.object({ name: z.string(), mimeType: z.string(), size: z.number().nonnegative(), url: z.string() }) }),
  z.object({ type: z.literal('timeout') }),
]);
export type UserEventJson = z.infer<typeof userEvent>;

/** A `BotMessage` of the runtime (text_message, rich_card, carousel) as JSON. */
export const botMessageJson = z.record(z.string(), z.unknown());

/**
 * A conversation's language as a channel knows it: a BCP 47 tag such as `ar` or `ar-EG` (a contact's
 * profile, a browser's `navigator.language`). The flow answers in it when it has it, else in its default.
 */
export const conversationLanguageTag = z
  .string()
  .trim()
  .max(35)
  .regex(/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i, 'A language tag such as ar or ar-EG');

/**
 * POST /api/gateway/:botId/messages (public; `Authorization: Bearer <gateway token>`, no session,
 * no XSRF). `conversationId` is the connector's own id for the chat (e.g. the phone number).
 * `language`, when the connector knows it, becomes the conversation's language from this event on.
 */
export const gatewayMessageRequest = z.object({
  conversationId: z.string().trim().min(1).max(200),
  event: userEvent,
  language: conversationLanguageTag.optional(),
});
export type GatewayMessageRequest = z.infer<typeof gatewayMessageRequest>;
/** `turn` numbers the conversation's turns 1, 2, 3: a client asks for what came after the last it saw (server-fired timeouts). */
export const gatewayMessageResponse = z.object({ messages: z.array(botMessageJson), ended: z.boolean(), turn: z.number().int().min(1) });
export type GatewayMessageResponse = z.infer<typeof gatewayMessageResponse>;

/** GET chatreport?botId&from&to&q&page&pageSize (`q` searches the connector's conversation id and message texts). */
export const chatReportQuery = z.object({
  botId: chatbotId.optional(),
  from: isoDayOrInstant().optional(),
  to: isoDayOrInstant().optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ChatReportQuery = z.input<typeof chatReportQuery>;

/** A conversation row of the chat report, newest first. */
export const conversationSummary = z.object({
  id: chatbotId,
  /** The connector's id for the chat. */
  conversation_id: z.string(),
  bot_id: chatbotId,
  bot_name: z.string(),
  started_at: z.string(),
  updated_at: z.string(),
  turns: z.number().int(),
  /** Text of the last bot or user message, for the list. */
  last_message: z.string().nullable(),
  ended: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;
export const chatReportResponse = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), conversations: z.array(conversationSummary) });
export type ChatReportResponse = z.infer<typeof chatReportResponse>;

/** One logged turn: the event in, the messages out and the nodes visited (in order). */
export const conversationTurn = z.object({
  seq: z.number().int(),
  at: z.string(),
  input: userEvent,
  output: z.array(botMessageJson),
  visited: z.array(z.object({ flow_id: z.string(), node_id: z.string(), kind: z.string(), outcome: z.string() })),
});
export type ConversationTurn = z.infer<typeof conversationTurn>;
/** GET chatreport/:id (the `id` of a `conversationSummary`). */
export const transcriptResponse = z.object({ conversation: conversationSummary, turns: z.array(conversationTurn) });
export type TranscriptResponse = z.infer<typeof transcriptResponse>;
