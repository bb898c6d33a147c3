import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Queryable } from '../platform/db/db';
import type { ChannelEvent } from '../channel/channel';
import { messagePrice, RATE_CARD_CURRENCY } from '@/api/rules/rate-card';

type StatusEvent = Extract<ChannelEvent, { kind: 'status' }>;

const countryOf = (phone: string) => parsePhoneNumberFromString(phone)?.country ?? 'ZZ';

/**
 * Records one charge per billable message of a stored campaign, priced from the rate card. Meta
 * repeats `pricing` on sent and delivered; the message id keeps the charge single, and a status of a
 * message we do not know yet is charged by its next status.
 */
export async function recordCharges(q: Queryable, events: readonly StatusEvent[]): Promise<void> {
  const charged = new Map<string, { category: string; country: string; model: string; amount: number; at: Date }>();
  for (const event of events) {
    if (!event.pricing?.billable || charged.has(event.providerMessageId)) continue;
    const country = countryOf(event.recipient);
    const category = event.pricing.category.toLowerCase();
    charged.set(event.providerMessageId, { category, country, model: event.pricing.model, amount: messagePrice(category, country), at: event.at });
  }
  if (!charged.size) return;
  const rows = [...charged.entries()];
  await q.query(
    `insert into billing_charges (provider_message_id, esme, campaign_id, sender_id, category, country, pricing_model, amount, currency, charged_at)
     select distinct on (e.id) e.id, c.esme, c.id, c.sender_id, e.category, e.country, e.model, e.amount, $7, e.at
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::numeric[], $6::timestamptz[]) as e(id, category, country, model, amount, at)
       join campaign_recipients r on r.provider_message_id = e.id
       join campaigns c on c.id = r.campaign_id
      order by e.id
     on conflict (provider_message_id) do nothing`,
    [rows.map(([id]) => id), rows.map(([, row]) => row.category), rows.map(([, row]) => row.country), rows.map(([, row]) => row.model), rows.map(([, row]) => row.amount), rows.map(([, row]) => row.at), RATE_CARD_CURRENCY],
  );
}
