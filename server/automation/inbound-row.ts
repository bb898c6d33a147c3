import type { AutomationEvent } from '@/canvas/kernel';
import type { Queryable } from '../platform/db/db';
import { isOptIn } from '../messaging/campaigns/opt-out-texts';

/** A stored inbound WhatsApp message (apply-events.ts wrote it from the provider's webhook). */
export interface InboundRow {
  esme: number;
  provider_message_id: string;
  from_phone: string;
  sender_id: string;
  text: string;
  at: Date;
  is_button: boolean;
  /** The customer's WhatsApp profile name, when the provider gave it. */
  contact_name: string | null;
  /** A tapped button's id or payload; null when typed (and for messages stored before it was kept). */
  payload: string | null;
}

export async function inboundById(q: Queryable, providerMessageId: string): Promise<InboundRow | undefined> {
  const [row] = await q.query<InboundRow>('select esme, provider_message_id, from_phone, sender_id, text, at, is_button, contact_name, payload from inbound_messages where provider_message_id = $1', [providerMessageId]);
  return row;
}

/**
 * The event an automation's triggers read: an opt-in keyword (START…) is an opt-in, a tapped
 * quick-reply button a button reply, anything else a message; first of the day when the contact
 * wrote nothing earlier that UTC day to the number.
 */
export async function automationEventOf(q: Queryable, inbound: InboundRow): Promise<AutomationEvent> {
  const at = new Date(inbound.at);
  const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const [earlier] = await q.query(
    'select 1 from inbound_messages where sender_id = $1 and from_phone = $2 and at >= $3 and (at < $4 or (at = $4 and provider_message_id < $5)) limit 1',
    [inbound.sender_id, inbound.from_phone, dayStart, at, inbound.provider_message_id],
  );
  return {
    type: isOptIn(inbound.text) ? 'opt-in' : inbound.is_button ? 'button' : 'message',
    text: inbound.text,
    phone: inbound.from_phone,
    ...(inbound.contact_name ? { name: inbound.contact_name } : {}),
    at: at.getTime(),
    firstOfDay: earlier === undefined,
  };
}
