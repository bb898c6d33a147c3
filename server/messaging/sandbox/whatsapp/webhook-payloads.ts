import type { WhatsappWebhookBody } from '../../channels/whatsapp/parse-webhook';
import { statusErrors } from './graph-errors';

/** Webhook bodies in the Cloud API's shape: one change per POST, as Meta sends them. */

export interface SandboxPhoneNumber {
  /** The phone-number id senders use in `POST /{version}/{id}/messages`. */
  id: string;
  /** Digits without the plus, as the webhooks' metadata carries them. */
  displayPhoneNumber: string;
  wabaId: string;
  /** Messages a second this number may send before 130429. */
  throughput: number;
}

const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

function envelope(number: SandboxPhoneNumber, value: Record<string, unknown>): WhatsappWebhookBody {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: number.wabaId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: number.displayPhoneNumber, phone_number_id: number.id }, ...value } }] }],
  };
}

export interface StatusWebhook {
  number: SandboxPhoneNumber;
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  waId: string;
  at: Date;
  category: string;
  reference?: string;
  failure?: 131026 | 131049;
}

export function statusWebhook({ number, messageId, status, waId, at, category, reference, failure }: StatusWebhook): WhatsappWebhookBody {
  const pricingCategory = category.toLowerCase();
  const billable = status !== 'failed' && status !== 'read';
  return envelope(number, {
    statuses: [
      {
        id: messageId,
        status,
        timestamp: seconds(at),
        recipient_id: waId,
        ...(reference ? { biz_opaque_callback_data: reference } : {}),
        ...(billable
          ? {
              conversation: { id: `sandbox-conversation-${waId}`, origin: { type: pricingCategory }, ...(status === 'sent' ? { expiration_timestamp: seconds(new Date(at.getTime() + 86_400_000)) } : {}) },
              pricing: { billable: true, pricing_model: 'PMP', category: pricingCategory },
            }
          : {}),
        ...(failure
          ? { errors: [{ code: failure, title: statusErrors[failure].title, message: statusErrors[failure].title, error_data: { details: statusErrors[failure].details } }] }
          : {}),
      },
    ],
  });
}

export interface InboundWebhook {
  number: SandboxPhoneNumber;
  messageId: string;
  waId: string;
  at: Date;
  text: string;
  /** A tap on a template's quick-reply button rather than typed text. */
  button?: { replyingTo: string };
  /** A tap on an interactive message's reply button: its id and the message it belongs to. */
  reply?: { id: string; replyingTo: string };
  /** A file the customer sent (text is its caption), stored by the sandbox under `id`. */
  media?: { kind: 'image' | 'video' | 'audio' | 'document'; id: string; mimeType: string; sha256: string; fileName: string | null };
}

function mediaContent(media: NonNullable<InboundWebhook['media']>, caption: string) {
  const object = { id: media.id, mime_type: media.mimeType, sha256: media.sha256, ...(media.fileName && media.kind === 'document' ? { filename: media.fileName } : {}), ...(caption && media.kind !== 'audio' ? { caption } : {}) };
  return { type: media.kind, [media.kind]: object };
}

export function inboundWebhook({ number, messageId, waId, at, text, button, reply, media }: InboundWebhook): WhatsappWebhookBody {
  const content = media
    ? mediaContent(media, text)
    : reply
      ? { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: reply.id, title: text } }, context: { from: number.displayPhoneNumber, id: reply.replyingTo } }
      : button
      ? { type: 'button', button: { text, payload: text }, context: { from: number.displayPhoneNumber, id: button.replyingTo } }
      : { type: 'text', text: { body: text } };
  return envelope(number, {
    contacts: [{ profile: { name: `Sandbox user ${waId.slice(-4)}` }, wa_id: waId }],
    messages: [{ from: waId, id: messageId, timestamp: seconds(at), ...content }],
  });
}

/** Template news is addressed to the WABA: one change, its field naming the kind. */
function wabaChange(wabaId: string, at: Date, field: string, value: Record<string, unknown>): WhatsappWebhookBody {
  return { object: 'whatsapp_business_account', entry: [{ id: wabaId, time: Math.floor(at.getTime() / 1000), changes: [{ field, value }] }] };
}

export interface TemplateRef {
  wabaId: string;
  id: string;
  name: string;
  language: string;
  /** MARKETING, UTILITY or AUTHENTICATION: Meta's status webhook names it (`message_template_category`). */
  category?: string;
}

/**
 * Meta sends a template's id as a JSON number (its ids are 15–16 digits, below 2^53). An id a number
 * cannot hold exactly would reach us as another template's, so the sandbox refuses to send it.
 */
export function metaTemplateId(id: string): number {
  const value = Number(id);
  if (!/^[1-9][0-9]*$/.test(id) || !Number.isSafeInteger(value)) throw new RangeError(`Template id ${id} does not fit a JSON number exactly`);
  return value;
}

export function templateStatusWebhook(template: TemplateRef, event: string, reason: string | null, at: Date): WhatsappWebhookBody {
  return wabaChange(template.wabaId, at, 'message_template_status_update', {
    event,
    message_template_id: metaTemplateId(template.id),
    message_template_name: template.name,
    message_template_language: template.language,
    reason: reason ?? 'NONE',
    ...(template.category ? { message_template_category: template.category } : {}),
  });
}

export function templateQualityWebhook(template: TemplateRef, previous: string, next: string, at: Date): WhatsappWebhookBody {
  return wabaChange(template.wabaId, at, 'message_template_quality_update', {
    previous_quality_score: previous,
    new_quality_score: next,
    message_template_id: metaTemplateId(template.id),
    message_template_name: template.name,
    message_template_language: template.language,
  });
}

/** The number whose statuses (and only statuses) this body carries; null for any other body. */
function statusesOnlyOf(body: unknown): { number: string; value: Record<string, unknown> } | null {
  const entries = (body as WhatsappWebhookBody | undefined)?.entry;
  if (entries?.length !== 1) return null;
  const changes = entries[0]?.changes;
  const value = changes?.length === 1 ? (changes[0]?.value as Record<string, unknown> | undefined) : undefined;
  const metadata = value?.metadata as { phone_number_id?: string } | undefined;
  if (!value || !Array.isArray(value.statuses) || 'messages' in value || !metadata?.phone_number_id) return null;
  return { number: `${entries[0]?.id ?? ''}/${metadata.phone_number_id}`, value };
}

/**
 * Meta puts many statuses of one number in one webhook (`value.statuses` is a list), so a busy
 * number's sent, delivered and read news arrives in batches: the sandbox does the same with the
 * statuses that fall due within a few milliseconds of each other, up to a hundred a POST.
 */
export const statusBatching = {
  keyOf: (body: unknown) => statusesOnlyOf(body)?.number ?? null,
  merge(bodies: readonly unknown[]): unknown {
    const [first] = bodies;
    const head = statusesOnlyOf(first);
    if (!head || bodies.length === 1) return first;
    const statuses = bodies.flatMap((body) => (statusesOnlyOf(body)?.value.statuses as unknown[] | undefined) ?? []);
    const envelope = first as WhatsappWebhookBody;
    const entry = envelope.entry[0];
    const change = entry?.changes[0];
    return { ...envelope, entry: [{ ...entry, changes: [{ ...change, value: { ...head.value, statuses } }] }] };
  },
  windowMs: 10,
  max: 100,
};
