import { z } from 'zod';
import { BUTTONS_BODY_MAX, sendButtonsRequest, sendTemplateRequest, sendTextRequest } from './cloud-api-types';

/**
 * Every kind of message `POST /{phone-number-id}/messages` takes, as Meta's Cloud API documents it:
 * templates, and inside the customer's 24-hour window text, media (by uploaded id or by link),
 * location, contacts, reactions and interactive messages (reply buttons, lists, call-to-action URLs,
 * flows); and the mark-as-read call with its typing indicator, which shares the path. The sandbox
 * takes exactly these (issue #32: it used to refuse all but three, so nothing else was ever tested).
 */

const freeForm = {
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string(),
  context: z.object({ message_id: z.string() }).optional(),
  biz_opaque_callback_data: z.string().max(512).optional(),
};

/** Meta's limit on a media caption. */
export const CAPTION_MAX = 1024;

/** An uploaded file's `id` or a public `link`, never both. */
const mediaSource = { id: z.string().min(1).optional(), link: z.url().optional() };
const oneSource = (value: { id?: string | undefined; link?: string | undefined }) => (value.id === undefined) !== (value.link === undefined);
const oneSourceMessage = { message: 'give the media an id or a link, not both' };
const captioned = { caption: z.string().max(CAPTION_MAX).optional() };

export const mediaKinds = ['image', 'video', 'audio', 'document', 'sticker'] as const;
export type MediaKind = (typeof mediaKinds)[number];

const sendImage = z.object({ ...freeForm, type: z.literal('image'), image: z.object({ ...mediaSource, ...captioned }).refine(oneSource, oneSourceMessage) });
const sendVideo = z.object({ ...freeForm, type: z.literal('video'), video: z.object({ ...mediaSource, ...captioned }).refine(oneSource, oneSourceMessage) });
const sendAudio = z.object({ ...freeForm, type: z.literal('audio'), audio: z.object(mediaSource).refine(oneSource, oneSourceMessage) });
const sendDocument = z.object({ ...freeForm, type: z.literal('document'), document: z.object({ ...mediaSource, ...captioned, filename: z.string().optional() }).refine(oneSource, oneSourceMessage) });
const sendSticker = z.object({ ...freeForm, type: z.literal('sticker'), sticker: z.object(mediaSource).refine(oneSource, oneSourceMessage) });

const sendLocation = z.object({
  ...freeForm,
  type: z.literal('location'),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), name: z.string().optional(), address: z.string().optional() }),
});

const sendContacts = z.object({
  ...freeForm,
  type: z.literal('contacts'),
  contacts: z.array(z.looseObject({ name: z.looseObject({ formatted_name: z.string().min(1) }) })).min(1),
});

/** An empty emoji takes a reaction back. */
const sendReaction = z.object({ ...freeForm, type: z.literal('reaction'), reaction: z.object({ message_id: z.string().min(1), emoji: z.string() }) });

/** Meta's limits on a list message: the button's label, the rows in all and a row's title and id. */
export const LIST_BUTTON_MAX = 20;
export const LIST_ROWS_MAX = 10;

const interactiveText = z.object({ text: z.string().min(1).max(BUTTONS_BODY_MAX) });
const interactiveParts = { header: z.looseObject({ type: z.enum(['text', 'image', 'video', 'document']) }).optional(), body: interactiveText, footer: z.object({ text: z.string().max(60) }).optional() };

const listInteractive = z.object({
  type: z.literal('list'),
  ...interactiveParts,
  action: z.object({
    button: z.string().min(1).max(LIST_BUTTON_MAX),
    sections: z
      .array(z.object({ title: z.string().max(24).optional(), rows: z.array(z.object({ id: z.string().min(1).max(200), title: z.string().min(1).max(24), description: z.string().max(72).optional() })).min(1) }))
      .min(1)
      .max(10)
      .refine((sections) => sections.reduce((rows, section) => rows + section.rows.length, 0) <= LIST_ROWS_MAX, { message: `a list has at most ${LIST_ROWS_MAX} rows` }),
  }),
});
const ctaUrlInteractive = z.object({
  type: z.literal('cta_url'),
  ...interactiveParts,
  action: z.object({ name: z.literal('cta_url'), parameters: z.object({ display_text: z.string().min(1).max(20), url: z.url() }) }),
});
const flowInteractive = z.object({
  type: z.literal('flow'),
  ...interactiveParts,
  action: z.object({ name: z.literal('flow'), parameters: z.looseObject({ flow_message_version: z.string(), flow_cta: z.string().min(1).max(30) }) }),
});

const sendInteractive = z.object({
  ...freeForm,
  type: z.literal('interactive'),
  interactive: z.discriminatedUnion('type', [sendButtonsRequest.shape.interactive, listInteractive, ctaUrlInteractive, flowInteractive]),
});

/** What `POST /{phone-number-id}/messages` takes to send something. */
export const cloudApiMessage = z.discriminatedUnion('type', [
  sendTemplateRequest,
  sendTextRequest,
  sendInteractive,
  sendImage,
  sendVideo,
  sendAudio,
  sendDocument,
  sendSticker,
  sendLocation,
  sendContacts,
  sendReaction,
]);
export type CloudApiMessage = z.infer<typeof cloudApiMessage>;
export type FreeFormMessage = Exclude<CloudApiMessage, { type: 'template' }>;

/** Marks a customer's message read (blue ticks), optionally showing "typing…" for up to 25 seconds. */
export const markReadRequest = z.object({
  messaging_product: z.literal('whatsapp'),
  status: z.literal('read'),
  message_id: z.string().min(1),
  typing_indicator: z.object({ type: z.literal('text') }).optional(),
});
export type MarkReadRequest = z.infer<typeof markReadRequest>;
