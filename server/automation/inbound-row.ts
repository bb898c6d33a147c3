import type { Queryable } from '../db/db';

/** A stored inbound WhatsApp message (apply-events.ts wrote it from the provider's webhook). */
export interface InboundRow {
  esme: number;
  provider_message_id: string;
  from_phone: string;
  sender_id: string;
  text: string;
  at: Date;
}

export async function inboundById(q: Queryable, providerMessageId: string): Promise<InboundRow | undefined> {
  const [row] = await q.query<InboundRow>('select esme, provider_message_id, from_phone, sender_id, text, at from inbound_messages where provider_message_id = $1', [providerMessageId]);
  return row;
}
