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
}

export function inboundWebhook({ number, messageId, waId, at, text, button }: InboundWebhook): WhatsappWebhookBody {
  const content = button
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
}

export function templateStatusWebhook(template: TemplateRef, event: string, reason: string | null, at: Date): WhatsappWebhookBody {
  return wabaChange(template.wabaId, at, 'message_template_status_update', {
    event,
    message_template_id: Number(template.id),
    message_template_name: template.name,
    message_template_language: template.language,
    reason: reason ?? 'NONE',
  });
}

export function templateQualityWebhook(template: TemplateRef, previous: string, next: string, at: Date): WhatsappWebhookBody {
  return wabaChange(template.wabaId, at, 'message_template_quality_update', {
    previous_quality_score: previous,
    new_quality_score: next,
    message_template_id: Number(template.id),
    message_template_name: template.name,
    message_template_language: template.language,
  });
}
