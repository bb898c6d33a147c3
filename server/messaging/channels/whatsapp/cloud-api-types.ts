import { z } from 'zod';

/**
 * The Cloud API's wire shapes for sending a template (`POST /{version}/{phone-number-id}/messages`),
 * shared by our client and the sandbox provider so both read and write the same structure.
 */

export const textParameter = z.object({ type: z.literal('text'), text: z.string(), parameter_name: z.string().optional() });

/** A header's file: a public `link`, or the `id` Meta answered an upload with (`POST /{phone-number-id}/media`), never both. */
const mediaLink = z
  .object({ link: z.string().optional(), id: z.string().min(1).optional(), filename: z.string().optional() })
  .refine((value) => (value.link === undefined) !== (value.id === undefined), { message: 'give the media an id or a link, not both' });

export const sendParameter = z.discriminatedUnion('type', [
  textParameter,
  z.object({ type: z.literal('image'), image: mediaLink }),
  z.object({ type: z.literal('video'), video: mediaLink }),
  z.object({ type: z.literal('document'), document: mediaLink }),
  z.object({
    type: z.literal('location'),
    location: z.object({ latitude: z.number(), longitude: z.number(), name: z.string().optional(), address: z.string().optional() }),
  }),
  z.object({ type: z.literal('payload'), payload: z.string() }),
  z.object({ type: z.literal('coupon_code'), coupon_code: z.string() }),
]);
export type SendParameter = z.infer<typeof sendParameter>;

export const sendComponent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('header'), parameters: z.array(sendParameter) }),
  z.object({ type: z.literal('body'), parameters: z.array(sendParameter) }),
  z.object({
    type: z.literal('button'),
    sub_type: z.enum(['url', 'quick_reply', 'copy_code', 'flow', 'catalog']),
    index: z.union([z.string(), z.number()]),
    parameters: z.array(sendParameter),
  }),
]);
export type SendComponent = z.infer<typeof sendComponent>;

export const sendTemplateRequest = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  /** The recipient's number in international form without the plus. */
  to: z.string(),
  type: z.literal('template'),
  /** Echoed back in every status webhook of this message. */
  biz_opaque_callback_data: z.string().optional(),
  template: z.object({
    name: z.string(),
    language: z.object({ code: z.string(), policy: z.literal('deterministic').optional() }),
    components: z.array(sendComponent).optional(),
  }),
});
export type SendTemplateRequest = z.infer<typeof sendTemplateRequest>;

/**
 * `POST /{phone-number-id}/marketing_messages` (Marketing Messages Lite): a marketing template as the
 * messages path takes it, without the fields Meta's description of it leaves out (`biz_opaque_callback_data`:
 * its request schema allows no other field), and with MM Lite's own optional `product_policy` and
 * `message_activity_sharing`.
 */
export const sendMarketingMessageRequest = sendTemplateRequest.omit({ biz_opaque_callback_data: true }).extend({
  recipient_type: z.literal('individual'),
  product_policy: z.enum(['CLOUD_API_FALLBACK', 'STRICT']).optional(),
  message_activity_sharing: z.boolean().optional(),
}).strict();
export type SendMarketingMessageRequest = z.infer<typeof sendMarketingMessageRequest>;

/** Meta's limit on a text message's body. */
export const TEXT_BODY_MAX = 4096;

/**
 * A free-form text (`type: 'text'`): allowed only within 24 hours of the customer's last message
 * (outside it Meta refuses with 131047). `context` quotes the message being answered.
 */
export const sendTextRequest = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string(),
  type: z.literal('text'),
  context: z.object({ message_id: z.string() }).optional(),
  biz_opaque_callback_data: z.string().optional(),
  text: z.object({ body: z.string().min(1).max(TEXT_BODY_MAX), preview_url: z.boolean().optional() }),
});
export type SendTextRequest = z.infer<typeof sendTextRequest>;

/** Meta's limits on a reply-buttons message: its body, how many buttons, a title and an id. */
export const BUTTONS_BODY_MAX = 1024;
export const BUTTONS_MAX = 3;
export const BUTTON_TITLE_MAX = 20;
export const BUTTON_ID_MAX = 256;

/**
 * An interactive reply-buttons message (`type: 'interactive'`, `interactive.type: 'button'`), inside
 * the customer's window like a text. A tap comes back as an `interactive.button_reply` with the id.
 */
export const sendButtonsRequest = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string(),
  type: z.literal('interactive'),
  context: z.object({ message_id: z.string() }).optional(),
  biz_opaque_callback_data: z.string().optional(),
  interactive: z.object({
    type: z.literal('button'),
    body: z.object({ text: z.string().min(1).max(BUTTONS_BODY_MAX) }),
    action: z.object({
      buttons: z
        .array(z.object({ type: z.literal('reply'), reply: z.object({ id: z.string().min(1).max(BUTTON_ID_MAX), title: z.string().min(1).max(BUTTON_TITLE_MAX) }) }))
        .min(1)
        .max(BUTTONS_MAX),
    }),
  }),
});
export type SendButtonsRequest = z.infer<typeof sendButtonsRequest>;

export const sendMessageResponse = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.object({ id: z.string(), message_status: z.string().optional() })).min(1),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/** The Graph API's error envelope, for every non-2xx answer. */
export const graphErrorBody = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().optional(),
    code: z.number().int(),
    error_subcode: z.number().int().optional(),
    error_user_title: z.string().optional(),
    error_user_msg: z.string().optional(),
    error_data: z.object({ messaging_product: z.string().optional(), details: z.string() }).partial().optional(),
    fbtrace_id: z.string().optional(),
  }),
});
export type GraphErrorBody = z.infer<typeof graphErrorBody>;
