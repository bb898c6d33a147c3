import type { InsightsBreakdownRow, InsightsFailure, InsightsLink, InsightsOptions, InsightsPoint, InsightsQuery } from '@/api/contracts/insights';
import type { Queryable } from '../db/db';

/**
 * The period's figures, added up by the database from `message_event_buckets` (one row per
 * campaign, hour, stage and reason; migration 016). Only sums leave the database: a few rows per
 * point, breakdown entry and reason, however many messages the period holds.
 */

type Scope = Pick<InsightsQuery, 'channel' | 'senderId' | 'templateSno' | 'campaignId'> & { esme: number };

/** The campaigns a query looks at: `$1` esme, `$2`…`$5` the filters. */
const SCOPE = `scope as (
  select c.id, c.name, c.channel, c.sender_id, c.template_sno from campaigns c
  where c.esme = $1 and ($2::text is null or c.channel = $2) and ($3::text is null or c.sender_id = $3)
    and ($4::bigint is null or c.template_sno = $4) and ($5::uuid is null or c.id = $5)
)`;
const scopeParams = (scope: Scope) => [scope.esme, scope.channel ?? null, scope.senderId ?? null, scope.templateSno ?? null, scope.campaignId ?? null];

const FUNNEL = `coalesce(sum(b.count) filter (where b.status = 'SENT'), 0)::bigint as sent,
  coalesce(sum(b.count) filter (where b.status = 'DELIVERED'), 0)::bigint as delivered,
  coalesce(sum(b.count) filter (where b.status = 'READ'), 0)::bigint as read,
  coalesce(sum(b.count) filter (where b.status = 'FAILED'), 0)::bigint as failed`;

type Counts = { sent: string; delivered: string; read: string; failed: string };
const counts = (row: Counts) => ({ sent: Number(row.sent), delivered: Number(row.delivered), read: Number(row.read), failed: Number(row.failed) });

/** Sent, delivered, read and failed per hour or day of the period, cut in the caller's zone. */
export async function eventSeries(q: Queryable, scope: Scope, query: InsightsQuery): Promise<InsightsPoint[]> {
  const rows = await q.query<Counts & { at: Date }>(
    `with ${SCOPE}
     select date_trunc($8, b.bucket_at, $9) as at, ${FUNNEL}
     from message_event_buckets b join scope s on s.id = b.campaign_id
     where b.bucket_at >= $6 and b.bucket_at < $7
     group by 1 order by 1`,
    [...scopeParams(scope), query.from, query.to, query.granularity, query.tz],
  );
  return rows.map((row) => ({ at: new Date(row.at).toISOString(), ...counts(row) }));
}

export interface Breakdowns {
  channels: InsightsBreakdownRow[];
  senders: InsightsBreakdownRow[];
  templates: InsightsBreakdownRow[];
  campaigns: InsightsBreakdownRow[];
  categories: { category: string; sent: number; delivered: number }[];
}

/** The funnel per channel, sender, template, campaign and template category, in one pass (grouping sets). */
export async function eventBreakdowns(q: Queryable, scope: Scope, query: InsightsQuery): Promise<Breakdowns> {
  const rows = await q.query<Counts & { dimension: string; key: string | null; label: string | null }>(
    `with ${SCOPE},
     sums as (
       select case
           when grouping(s.channel) = 0 then 'channels' when grouping(s.sender_id) = 0 then 'senders'
           when grouping(s.template_sno) = 0 then 'templates' when grouping(t.category) = 0 then 'categories' else 'campaigns' end as dimension,
         coalesce(s.channel, s.sender_id, s.template_sno::text, t.category, s.id::text) as key, ${FUNNEL}
       from message_event_buckets b join scope s on s.id = b.campaign_id
       left join whatsapp_templates t on t.sno = s.template_sno
       where b.bucket_at >= $6 and b.bucket_at < $7
       group by grouping sets ((s.channel), (s.sender_id), (s.template_sno), (t.category), (s.id))
     )
     select sums.*, case sums.dimension
         when 'senders' then coalesce((select n.display_number from sender_numbers n where n.id = sums.key), sums.key)
         when 'templates' then (select t.name || ' (' || t.language || ')' from whatsapp_templates t where t.sno::text = sums.key)
         when 'campaigns' then (select c.name from campaigns c where c.id::text = sums.key)
         else sums.key end as label
     from sums where sums.key is not null
     order by sums.dimension, sent desc, key`,
    [...scopeParams(scope), query.from, query.to],
  );
  const result: Breakdowns = { channels: [], senders: [], templates: [], campaigns: [], categories: [] };
  for (const row of rows) {
    if (row.dimension === 'categories') result.categories.push({ category: row.key ?? '', sent: Number(row.sent), delivered: Number(row.delivered) });
    else result[row.dimension as Exclude<keyof Breakdowns, 'categories'>].push({ key: row.key ?? '', label: row.label ?? row.key ?? '', ...counts(row) });
  }
  return result;
}

/** FAILED and SKIPPED events of the period by reason, most frequent first. */
export async function eventFailures(q: Queryable, scope: Scope, query: InsightsQuery): Promise<InsightsFailure[]> {
  const rows = await q.query<{ status: 'FAILED' | 'SKIPPED'; code: string; text: string; count: string }>(
    `with ${SCOPE}
     select b.status, b.code, max(b.text) as text, sum(b.count)::bigint as count
     from message_event_buckets b join scope s on s.id = b.campaign_id
     where b.bucket_at >= $6 and b.bucket_at < $7 and b.status in ('FAILED', 'SKIPPED')
     group by b.status, b.code order by count desc, b.code limit 50`,
    [...scopeParams(scope), query.from, query.to],
  );
  return rows.map((row) => ({ status: row.status, code: row.code, text: row.text, count: Number(row.count) }));
}

/** Clicks of the account's tracked links in the period; with a filter, only links of campaigns in scope. */
export async function linkClicks(q: Queryable, scope: Scope, query: InsightsQuery): Promise<InsightsLink[]> {
  const filtered = Boolean(scope.channel || scope.senderId || scope.templateSno || scope.campaignId);
  const rows = await q.query<{ code: string; label: string; url: string; campaign_id: string | null; clicks: string }>(
    `with ${SCOPE}
     select l.code, l.label, l.url, l.campaign_id, coalesce(sum(k.count), 0)::bigint as clicks
     from tracked_links l left join link_clicks k on k.code = l.code and k.bucket_at >= $6 and k.bucket_at < $7
     where l.esme = $1 and (not $8::boolean or l.campaign_id in (select id from scope))
     group by l.code order by clicks desc, l.created_on desc limit 100`,
    [...scopeParams(scope), query.from, query.to, filtered],
  );
  return rows.map((row) => ({ code: row.code, label: row.label, url: row.url, campaignId: row.campaign_id, clicks: Number(row.clicks) }));
}

/** What the filters can choose from: the account's campaigns, and the senders and templates they used. */
export async function insightsOptions(q: Queryable, esme: number, isAdmin: boolean): Promise<InsightsOptions> {
  const [accounts, campaigns, senders, templates] = await Promise.all([
    isAdmin ? q.query<{ esme: number; name: string }>('select esme, name from accounts order by name') : Promise.resolve([]),
    q.query<{ id: string; name: string; channel: 'whatsapp' | 'rcs' }>('select id, name, channel from campaigns where esme = $1 order by created_on desc limit 500', [esme]),
    q.query<{ id: string; label: string; channel: 'whatsapp' | 'rcs' }>(
      `select distinct c.sender_id as id, coalesce(n.display_number, c.sender_id) as label, c.channel
       from campaigns c left join sender_numbers n on n.id = c.sender_id where c.esme = $1 order by label`,
      [esme],
    ),
    q.query<{ sno: string; name: string; language: string; category: string }>(
      `select t.sno, t.name, t.language, t.category from whatsapp_templates t
       where t.esme = $1 and exists (select 1 from campaigns c where c.template_sno = t.sno) order by t.name, t.language`,
      [esme],
    ),
  ]);
  return { accounts, campaigns, senders, templates: templates.map((row) => ({ ...row, sno: Number(row.sno) })) };
}
