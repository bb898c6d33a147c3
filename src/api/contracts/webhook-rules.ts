import { z } from 'zod';

/**
 * Webhook configuration (spec §7 "Webhooks", §3 "Webhook rule"): rules that forward a WhatsApp
 * number's events to the customer's own URL, under the campaign base. Not the provider webhooks our
 * server receives (contracts/webhooks.ts). `esmeaddr` and `sessionId` are sent as the spec shows them;
 * the server takes the account from the session and refuses another `esmeaddr`.
 */

export const WEBHOOK_RULES_BASE = '/api/campaign/v1.0/webhook';

/** What a rule can forward; a rule lists one or more (chips on the page). */
export const WEBHOOK_EVENT_CATEGORIES = ['MESSAGE_STATUS', 'INBOUND_MESSAGE', 'TEMPLATE_STATUS', 'TEMPLATE_QUALITY', 'NUMBER_QUALITY'] as const;
export const webhookEventCategory = z.enum(WEBHOOK_EVENT_CATEGORIES);
export type WebhookEventCategory = z.infer<typeof webhookEventCategory>;

export const WEBHOOK_ALGORITHMS = ['AES-256-GCM', 'AES-256-CBC'] as const;
export const webhookAlgorithm = z.enum(WEBHOOK_ALGORITHMS);
export type WebhookAlgorithm = z.infer<typeof webhookAlgorithm>;

/** The signature header on every forwarded call: `sha256=` and the hex HMAC-SHA256 of the exact body under the rule's secret. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Webhook-Signature-256';
/** After a rotation, the same signature under the secret it replaced, for the grace period only. */
export const WEBHOOK_PREVIOUS_SIGNATURE_HEADER = 'X-Webhook-Signature-256-Previous';
/** How long a replaced secret still signs and encrypts beside the new one (docs/decisions.md). */
export const WEBHOOK_SECRET_GRACE_HOURS = 24;

/** Headers the server sets itself; a rule may not send its own of these names. */
const RESERVED_HEADERS = ['host', 'content-length', 'content-type', 'transfer-encoding', 'connection', 'upgrade', 'expect', 'te', 'trailer', 'keep-alive', 'proxy-authorization'];
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;

export const webhookHeader = z.object({
  key: z
    .string()
    .regex(HEADER_NAME, 'A header name is letters, digits and - _ . only.')
    .refine((key) => !RESERVED_HEADERS.includes(key.toLowerCase()) && !key.toLowerCase().startsWith('x-webhook-'), 'The server sets this header itself.'),
  value: z
    .string()
    .max(1024)
    .refine((value) => !/[\r\n\0]/.test(value), 'A header value is one line.'),
});
export type WebhookHeader = z.infer<typeof webhookHeader>;

const esmeaddr = z.coerce.number().int().positive();
const sessionId = z.string().min(1).max(200);
/** The number in E.164 with the plus, as getWabaNumbers lists it. */
const wabaNumber = z.string().regex(/^\+\d{6,15}$/, 'A WhatsApp number in international form, e.g. +971500000101.');
const label = z.string().trim().max(100);

/** The rule's fields as the create and edit calls send them. */
export const webhookRuleFields = z
  .object({
    esmeaddr: esmeaddr.optional(),
    sessionId: sessionId.optional(),
    wabaNumber,
    url: z.url({ protocol: /^https?$/, message: 'A full http(s) address, e.g. https://hooks.example.com/whatsapp.' }).max(2048),
    requestType: z.enum(['POST', 'PUT']),
    httpHeaders: z.array(webhookHeader).max(20),
    retryCount: z.number().int().min(0).max(10),
    retryDelayInSec: z.number().int().min(1).max(3600),
    eventCategory: z
      .array(webhookEventCategory)
      .min(1, 'Choose at least one event category.')
      .max(WEBHOOK_EVENT_CATEGORIES.length)
      .refine((list) => new Set(list).size === list.length, 'Each category once.'),
    defaultRule: z.boolean(),
    eventType: label,
    channelId: label,
    senderId: label,
    handoverTemplate: label,
    encryptPayload: z.boolean(),
    algorithm: webhookAlgorithm.nullable(),
  })
  .refine((rule) => !rule.encryptPayload || rule.algorithm !== null, { path: ['algorithm'], message: 'Choose an algorithm to encrypt with.' });
export type WebhookRuleFields = z.infer<typeof webhookRuleFields>;
export type WebhookRuleFieldsInput = z.input<typeof webhookRuleFields>;

/** POST create: the spec sends the rule as JSON in the `request` query parameter. */
export const createWebhookRuleQuery = z.object({ request: z.string().min(2).max(20_000) });

/** POST edit: the whole rule again, with its id. */
export const editWebhookRuleRequest = z.object({ ruleId: z.uuid(), rule: webhookRuleFields });

export const webhookRule = z.object({
  ruleId: z.uuid(),
  esmeaddr: z.number().int(),
  wabaNumber: z.string(),
  url: z.string(),
  requestType: z.enum(['POST', 'PUT']),
  httpHeaders: z.array(z.object({ key: z.string(), value: z.string() })),
  retryCount: z.number().int(),
  retryDelayInSec: z.number().int(),
  eventCategory: z.array(webhookEventCategory),
  defaultRule: z.boolean(),
  eventType: z.string(),
  channelId: z.string(),
  senderId: z.string(),
  handoverTemplate: z.string(),
  encryptPayload: z.boolean(),
  algorithm: webhookAlgorithm.nullable(),
  /**
   * The secret's last 4 characters, so its owner can tell which one the endpoint holds. The secret
   * itself is answered once, by create and rotateSecret (`webhookRuleWithSecret`), and never again.
   */
  secretHint: z.string(),
  /** Until when the secret replaced by the last rotation still signs beside this one; null outside a rotation. */
  previousSecretUntil: z.iso.datetime({ offset: true }).nullable(),
  createdOn: z.iso.datetime({ offset: true }),
  updatedOn: z.iso.datetime({ offset: true }),
});
export type WebhookRule = z.infer<typeof webhookRule>;

/** create and rotateSecret: the rule with its new secret, which keys the signature (and the encryption); shown to the user once. */
export const webhookRuleWithSecret = webhookRule.extend({ secret: z.string() });
export type WebhookRuleWithSecret = z.infer<typeof webhookRuleWithSecret>;

/** POST rotateSecret: a new secret for the rule; the old one keeps signing beside it for the grace period. */
export const rotateSecretRequest = z.object({ esmeaddr: esmeaddr.optional(), sessionId: sessionId.optional(), ruleId: z.uuid() });

/** POST getWabaNumbers */
export const wabaNumbersRequest = z.object({ esmeaddr: esmeaddr.optional(), sessionId: sessionId.optional() });
export const wabaNumbersResponse = z.object({
  numbers: z.array(z.object({ wabaNumber: z.string(), phoneNumberId: z.string(), wabaId: z.string(), verifiedName: z.string(), rules: z.number().int() })),
});
export type WabaNumber = z.infer<typeof wabaNumbersResponse>['numbers'][number];

/** POST getUrlRules: a number's rules; `type` is the channel, WhatsApp only today. */
export const urlRulesRequest = z.object({ esmeaddr: esmeaddr.optional(), sessionId: sessionId.optional(), wabaNumber, type: z.enum(['whatsapp']).default('whatsapp') });
export const urlRulesResponse = z.object({ rules: z.array(webhookRule) });

/**
 * DELETE delete: `eventCategory` (comma list) takes those categories off the rule; the rule goes
 * when none is left, or when no category is named.
 */
export const deleteWebhookRuleQuery = z.object({
  esmeaddr: esmeaddr.optional(),
  sessionId: sessionId.optional(),
  wabaNumber,
  ruleId: z.uuid(),
  eventCategory: z
    .string()
    .max(200)
    .optional()
    .transform((text, ctx) => {
      const list = (text ?? '').split(',').map((item) => item.trim()).filter(Boolean);
      const bad = list.find((item) => !webhookEventCategory.safeParse(item).success);
      if (bad) ctx.addIssue({ code: 'custom', message: `Unknown event category ${bad}.` });
      return list as WebhookEventCategory[];
    }),
});
export const deleteWebhookRuleResponse = z.object({ deleted: z.boolean(), rule: webhookRule.nullable() });

export const deliveryStatus = z.enum(['QUEUED', 'RETRYING', 'DELIVERED', 'FAILED']);
export type DeliveryStatus = z.infer<typeof deliveryStatus>;

export const deliveryAttempt = z.object({
  attempt: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  /** Null when no answer came (refused, timed out, connection failed): see `error`. */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The body exactly as sent (encrypted when the rule asks). */
  requestBody: z.string(),
  /** The first 2,000 characters of the answer. */
  responseExcerpt: z.string(),
  error: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttempt>;

export const webhookDelivery = z.object({
  deliveryId: z.uuid(),
  ruleId: z.uuid(),
  category: webhookEventCategory,
  status: deliveryStatus,
  createdOn: z.iso.datetime({ offset: true }),
  /** The event before encryption. */
  payload: z.record(z.string(), z.unknown()),
  resendOf: z.uuid().nullable(),
  /** A sample event sent by "Send a test event" (or a resend of one): tried once, never retried. */
  test: z.boolean(),
  attempts: z.array(deliveryAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** GET deliveries: a rule's last deliveries, newest first, each with its attempts. */
export const deliveriesQuery = z.object({ ruleId: z.uuid(), limit: z.coerce.number().int().min(1).max(100).default(20) });
export const deliveriesResponse = z.object({ deliveries: z.array(webhookDelivery) });

/** POST resend: the same event again, as a new delivery with its own attempts. */
export const resendDeliveryRequest = z.object({ deliveryId: z.uuid() });
export const resendDeliveryResponse = z.object({ deliveryId: z.uuid() });

/**
 * POST sendTestEvent: a sample event of one of the rule's categories (its first when none is named),
 * delivered at once through the same path as real events (signed, encrypted when the rule asks,
 * logged), marked `test`, tried once. Answers the delivery with its attempt.
 */
export const sendTestEventRequest = z.object({ esmeaddr: esmeaddr.optional(), sessionId: sessionId.optional(), ruleId: z.uuid(), category: webhookEventCategory.optional() });
export const sendTestEventResponse = webhookDelivery;
