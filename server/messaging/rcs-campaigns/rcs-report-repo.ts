import { statusTimeOf } from '@/api/contracts/campaign-export';
import type { RecipientStatus } from '@/api/contracts/campaigns';
import type { RcsRecipientRow } from '@/api/contracts/rcs-campaigns';
import type { Queryable } from '../../platform/db/db';
import { funnelOf } from '../campaigns/present';
import { readCounters } from '../campaigns/recipient-moves';

interface DaySource {
  day: string;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  sms: number;
}

const presentDay = (row: DaySource) => ({ day: row.day, sent: row.sent, delivered: row.delivered, read: row.read, failed: row.failed, smsFallback: row.sms });

/** One campaign's outcomes by the day they happened (UTC), from its own rows (the status index's campaign prefix). */
export async function campaignByDay(q: Queryable, campaignId: string) {
  const rows = await q.query<DaySource>(
    `select to_char(coalesce(sent_at, failed_at) at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) filter (where status in ('SENT', 'DELIVERED', 'READ'))::int as sent,
       count(*) filter (where status in ('DELIVERED', 'READ'))::int as delivered, count(*) filter (where status = 'READ')::int as read,
       count(*) filter (where status = 'FAILED')::int as failed, count(*) filter (where sent_via = 'sms')::int as sms
     from campaign_recipients where campaign_id = $1 and coalesce(sent_at, failed_at) is not null group by 1 order by 1`,
    [campaignId],
  );
  return rows.map(presentDay);
}

interface CampaignTotals {
  id: string;
  sender_id: string;
  sender_name: string | null;
  day: string;
  sms: string;
  revoked: string;
}

/**
 * rcs-reports: the account's RCS campaigns in a date range (by the day each started, or was
 * scheduled for), added up by sender and by day from the counters: no recipient is read.
 */
export async function rcsSummary(q: Queryable, esme: number, range: { from?: string; to?: string }) {
  const campaigns = await q.query<CampaignTotals>(
    `select c.id, c.sender_id, s.name as sender_name, c.sms_fallback_count::text as sms, c.revoked_count::text as revoked,
       to_char(coalesce(c.started_on, c.schedule_at, c.created_on) at time zone 'UTC', 'YYYY-MM-DD') as day
     from campaigns c left join rcs_senders s on s.id = c.sender_id
     where c.esme = $1 and c.channel = 'rcs' and c.state <> 'DRAFT'
       and ($2::date is null or coalesce(c.started_on, c.schedule_at, c.created_on) >= $2::date)
       and ($3::date is null or coalesce(c.started_on, c.schedule_at, c.created_on) < $3::date + 1)`,
    [esme, range.from ?? null, range.to ?? null],
  );
  const counters = await readCounters(q, campaigns.map((row) => row.id));
  const expired = await q.query<{ campaign_id: string; n: string }>(
    `select campaign_id, sum(count)::text as n from campaign_reason_counters
     where campaign_id = any($1::uuid[]) and ((status = 'FAILED' and code = '410') or (status = 'SKIPPED' and code = 'expired')) group by 1`,
    [campaigns.map((row) => row.id)],
  );
  const expiredBy = new Map(expired.map((row) => [row.campaign_id, Number(row.n)]));
  const senders = new Map<string, { senderId: string; senderName: string | null; campaigns: number; funnel: ReturnType<typeof emptyFunnel> }>();
  const days = new Map<string, DaySource>();
  for (const campaign of campaigns) {
    const funnel = { ...funnelOf(counters.get(campaign.id)), smsFallback: Number(campaign.sms), revoked: Number(campaign.revoked), expired: expiredBy.get(campaign.id) ?? 0 };
    const sender = senders.get(campaign.sender_id) ?? { senderId: campaign.sender_id, senderName: campaign.sender_name, campaigns: 0, funnel: emptyFunnel() };
    sender.campaigns += 1;
    for (const key of Object.keys(funnel) as (keyof typeof funnel)[]) sender.funnel[key] += funnel[key];
    senders.set(campaign.sender_id, sender);
    const day = days.get(campaign.day) ?? { day: campaign.day, sent: 0, delivered: 0, read: 0, failed: 0, sms: 0 };
    day.sent += funnel.sent;
    day.delivered += funnel.delivered;
    day.read += funnel.read;
    day.failed += funnel.failed;
    day.sms += funnel.smsFallback;
    days.set(campaign.day, day);
  }
  return {
    bySender: [...senders.values()].sort((a, b) => a.senderId.localeCompare(b.senderId)),
    byDay: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)).map(presentDay),
  };
}

const emptyFunnel = () => ({ ...funnelOf(), smsFallback: 0, revoked: 0, expired: 0 });

/** A recipient row as the RCS report and its export read it. */
export interface RcsRecipientSource {
  id: string;
  phone: string;
  status: RecipientStatus;
  sent_via: 'sms' | null;
  error_code: string | null;
  error_text: string | null;
  skip_reason: string | null;
  sent_at: Date | null;
  delivered_at: Date | null;
  read_at: Date | null;
  failed_at: Date | null;
  skipped_at: Date | null;
  provider_message_id: string | null;
  variables: Record<string, string>;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** Up to `limit` + 1 recipient rows in id order after `after` (keyset), optionally of one status: the extra one says a next page exists. */
export function rcsRecipientSources(q: Queryable, campaignId: string, filter: { status?: RecipientStatus; after: number; limit: number }) {
  return q.query<RcsRecipientSource>(
    `select id::text, phone, status, sent_via, error_code, error_text, skip_reason, sent_at, delivered_at, read_at, failed_at, skipped_at, provider_message_id, variables
     from campaign_recipients r where campaign_id = $1 and ($2::text is null or status = $2) and r.id > $3 order by r.id limit $4`,
    [campaignId, filter.status ?? null, filter.after, filter.limit + 1],
  );
}

export const rcsStatusTimeOf = (row: RcsRecipientSource) =>
  statusTimeOf({ status: row.status, sentAt: iso(row.sent_at), deliveredAt: iso(row.delivered_at), readAt: iso(row.read_at), failedAt: iso(row.failed_at), skippedAt: iso(row.skipped_at) });

/** Per-recipient rows in id order after `after` (keyset), optionally of one status. */
export async function rcsRecipientsPage(q: Queryable, campaignId: string, filter: { status?: RecipientStatus; after: number; limit: number }) {
  const rows = await rcsRecipientSources(q, campaignId, filter);
  const page: RcsRecipientRow[] = rows.slice(0, filter.limit).map((row) => ({
    id: Number(row.id),
    phone: row.phone,
    status: row.status,
    via: row.sent_via === 'sms' ? 'sms' : 'rcs',
    errorCode: row.error_code ?? row.skip_reason,
    reason: row.error_text ?? row.skip_reason,
    statusTime: rcsStatusTimeOf(row),
  }));
  return { rows: page, next: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null };
}
