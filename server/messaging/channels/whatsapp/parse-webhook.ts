import { z } from 'zod';
import type { ChannelEvent, DeliveryStatus, InboundMedia } from '../../../channel/channel';
import { webhookBodyReason } from '../webhook-body-reason';

/**
 * A Cloud API webhook POST (`object: 'whatsapp_business_account'`) as ChannelEvents. Fields we do not
 * use are tolerated (zod drops them), and so are change fields and status kinds we do not act on
 * (e.g. `account_update` events other than `MM_LITE_TERMS_SIGNED`, status `deleted`); a body whose known parts have the wrong shape is refused
 * with the path of the first problem, so a broken sender is visible instead of silently ignored.
 */

const unixSeconds = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform((value) => new Date(Number(value) * 1000));

const providerError = z.object({ code: z.number().int(), title: z.string().optional(), message: z.string().optional(), error_data: z.object({ details: z.string() }).partial().optional() });

const status = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: unixSeconds,
  recipient_id: z.string().min(1),
  errors: z.array(providerError).optional(),
  biz_opaque_callback_data: z.string().optional(),
  conversation: z.object({ id: z.string().optional(), origin: z.object({ type: z.string() }).partial().optional() }).optional(),
  pricing: z.object({ billable: z.boolean(), pricing_model: z.string(), category: z.string() }).partial().optional(),
});

/** A media message's object: the caption, and the id to fetch the file by (`GET /{media-id}`). */
const mediaObject = z.object({ caption: z.string().optional(), id: z.string().optional(), mime_type: z.string().optional(), filename: z.string().optional() });

/** The media a message carries, when the provider gave its id. */
function mediaOf(message: z.infer<typeof inboundMessage>): InboundMedia | undefined {
  for (const kind of ['image', 'video', 'audio', 'document', 'sticker'] as const) {
    const media = message[kind];
    if (media?.id) return { kind, id: media.id, mimeType: media.mime_type ?? 'application/octet-stream', fileName: media.filename ?? null };
  }
  return undefined;
}

const inboundMessage = z.object({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: unixSeconds,
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string(), payload: z.string().optional() }).optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
      list_reply: z.object({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
  image: mediaObject.optional(),
  video: mediaObject.optional(),
  document: mediaObject.optional(),
  audio: mediaObject.optional(),
  sticker: mediaObject.optional(),
});

/** `account_update`: many events (docs/decisions.md), some shaped as we do not know; only MM_LITE_TERMS_SIGNED is read, by its `waba_info.waba_id`. */
const accountUpdateValue = z.object({ event: z.string().optional(), waba_info: z.object({ waba_id: z.string().min(1) }).optional() });

const messagesValue = z.object({
  messaging_product: z.literal('whatsapp'),
  metadata: z.object({ display_phone_number: z.string().optional(), phone_number_id: z.string().min(1) }),
  statuses: z.array(status).optional(),
  messages: z.array(inboundMessage).optional(),
  contacts: z.array(z.object({ wa_id: z.string().optional(), profile: z.object({ name: z.string().optional() }).optional() })).optional(),
});

const templateStatusValue = z.object({
  event: z.string(),
  message_template_id: z.union([z.string(), z.number()]).transform(String),
  message_template_name: z.string(),
  message_template_language: z.string(),
  reason: z.string().nullable().optional(),
});

const templateQualityValue = z.object({
  previous_quality_score: z.string(),
  new_quality_score: z.string(),
  message_template_id: z.union([z.string(), z.number()]).transform(String),
  message_template_name: z.string(),
  message_template_language: z.string(),
});

const qualityValue = z.object({
  display_phone_number: z.string().min(1),
  event: z.string(),
  current_limit: z.string().optional(),
});

const change = z.object({ field: z.string(), value: z.unknown() });

export const whatsappWebhookBody = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(z.object({ id: z.string(), time: z.number().optional(), changes: z.array(change) })),
});
export type WhatsappWebhookBody = z.input<typeof whatsappWebhookBody>;

export type ParsedWebhook = { ok: true; events: ChannelEvent[] } | { ok: false; reason: string };

const deliveryStatuses = new Set<string>(['sent', 'delivered', 'read', 'failed']);
const templateEvents = new Set(['APPROVED', 'REJECTED', 'PENDING', 'PAUSED', 'DISABLED', 'FLAGGED', 'REINSTATED']);

/** Meta's limit names; TIER_UNLIMITED is null. */
const tierLimits: Record<string, number | null> = {
  TIER_50: 50,
  TIER_250: 250,
  TIER_1K: 1_000,
  TIER_2K: 2_000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
  TIER_UNLIMITED: null,
};

/**
 * Quality webhooks carry limit events, not the rating: FLAGGED/DOWNGRADE happen on a low rating,
 * UNFLAGGED/UPGRADE on a good one.
 */
const qualityByEvent: Record<string, 'GREEN' | 'RED'> = { FLAGGED: 'RED', DOWNGRADE: 'RED', UNFLAGGED: 'GREEN', UPGRADE: 'GREEN' };

const templateQualities = new Set(['GREEN', 'YELLOW', 'RED']);
const templateQuality = (score: string) => (templateQualities.has(score) ? (score as 'GREEN' | 'YELLOW' | 'RED') : 'UNKNOWN');

const e164 = (waId: string) => (waId.startsWith('+') ? waId : `+${waId}`);

export function parseWhatsappWebhook(body: unknown, receivedAt: Date): ParsedWebhook {
  const envelope = whatsappWebhookBody.safeParse(body);
  if (!envelope.success) return { ok: false, reason: webhookBodyReason(envelope.error) };

  const events: ChannelEvent[] = [];
  for (const [entryIndex, entry] of envelope.data.entry.entries()) {
    const entryTime = entry.time !== undefined ? new Date(entry.time * 1000) : receivedAt;
    for (const [changeIndex, { field, value }] of entry.changes.entries()) {
      const where = `entry.${entryIndex}.changes.${changeIndex}.value`;
      if (field === 'messages') {
        const parsed = messagesValue.safeParse(value);
        if (!parsed.success) return { ok: false, reason: webhookBodyReason(parsed.error, where) };
        events.push(...messageEvents(parsed.data));
      } else if (field === 'message_template_status_update') {
        const parsed = templateStatusValue.safeParse(value);
        if (!parsed.success) return { ok: false, reason: webhookBodyReason(parsed.error, where) };
        const template = parsed.data;
        if (!templateEvents.has(template.event)) continue;
        events.push({
          kind: 'template',
          providerTemplateId: template.message_template_id,
          name: template.message_template_name,
          language: template.message_template_language,
          event: template.event as Extract<ChannelEvent, { kind: 'template' }>['event'],
          reason: template.reason && template.reason !== 'NONE' ? template.reason : null,
          at: entryTime,
        });
      } else if (field === 'message_template_quality_update') {
        const parsed = templateQualityValue.safeParse(value);
        if (!parsed.success) return { ok: false, reason: webhookBodyReason(parsed.error, where) };
        const template = parsed.data;
        events.push({
          kind: 'template-quality',
          providerTemplateId: template.message_template_id,
          name: template.message_template_name,
          language: template.message_template_language,
          quality: templateQuality(template.new_quality_score),
          previousQuality: templateQuality(template.previous_quality_score),
          at: entryTime,
        });
      } else if (field === 'account_update') {
        const parsed = accountUpdateValue.safeParse(value);
        if (!parsed.success) return { ok: false, reason: webhookBodyReason(parsed.error, where) };
        const { event, waba_info } = parsed.data;
        if (event === 'MM_LITE_TERMS_SIGNED' && waba_info) events.push({ kind: 'mm-lite-terms', wabaId: waba_info.waba_id, at: entryTime });
      } else if (field === 'phone_number_quality_update') {
        const parsed = qualityValue.safeParse(value);
        if (!parsed.success) return { ok: false, reason: webhookBodyReason(parsed.error, where) };
        const { display_phone_number, event, current_limit } = parsed.data;
        events.push({
          kind: 'quality',
          // This webhook names the number by its digits only, not by its phone-number id.
          senderId: e164(display_phone_number.replace(/[^\d]/g, '')),
          quality: qualityByEvent[event] ?? 'UNKNOWN',
          ...(current_limit !== undefined && current_limit in tierLimits ? { tier: tierLimits[current_limit] } : {}),
          at: entryTime,
        });
      }
    }
  }
  return { ok: true, events };
}

function messageEvents(value: z.infer<typeof messagesValue>): ChannelEvent[] {
  const events: ChannelEvent[] = [];
  for (const item of value.statuses ?? []) {
    if (!deliveryStatuses.has(item.status)) continue;
    const error = item.errors?.[0];
    events.push({
      kind: 'status',
      providerMessageId: item.id,
      status: item.status as DeliveryStatus,
      at: item.timestamp,
      recipient: e164(item.recipient_id),
      ...(item.biz_opaque_callback_data !== undefined ? { reference: item.biz_opaque_callback_data } : {}),
      ...(error ? { error: { code: error.code, title: error.title ?? error.message ?? `Error ${error.code}` } } : {}),
      ...(item.pricing?.category ? { pricing: { billable: item.pricing.billable ?? false, category: item.pricing.category, model: item.pricing.pricing_model ?? 'PMP' } } : {}),
    });
  }
  for (const message of value.messages ?? []) {
    const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
    const text = message.text?.body ?? message.button?.text ?? reply?.title ?? message.image?.caption ?? message.video?.caption ?? message.document?.caption ?? '';
    const payload = message.button?.payload ?? reply?.id;
    const media = mediaOf(message);
    const contactName = value.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name?.trim();
    events.push({
      kind: 'inbound',
      providerMessageId: message.id,
      from: e164(message.from),
      senderId: value.metadata.phone_number_id,
      text,
      at: message.timestamp,
      ...(payload !== undefined ? { payload } : {}),
      ...(media ? { media } : {}),
      ...(contactName ? { contactName } : {}),
    });
  }
  return events;
}
