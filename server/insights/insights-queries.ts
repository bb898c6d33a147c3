import type { InsightsBreakdownRow, InsightsFailure, InsightsLink, InsightsOptions, InsightsPoint, InsightsQuery } from '@/api/contracts/insights';
import type { Queryable } from '../platform/db/db';
import { splitPeriod } from './period-split';

/**
 * The period's figures, added up by the database from the daily roll-up `insights_daily` (one row per
 * campaign, UTC day, stage and reason; migration 027) and the hourly `message_event_buckets`
 * (migration 016) for the series and the period's edges. Only sums leave the database: a few rows per
 * point, campaign and reason, however many messages the period holds.
 */

export type Scope = Pick<InsightsQuery, 'channel' | 'senderId' | 'templateSno' | 'campaignId'> & { esme: number };

/** The campaigns a query looks at: `$1` esme, `$2`…`$5` the filters. */
const SCOPE = `scope as (
  select c.id, c.name, c.channel, c.sender_id, c.template_sno from campaigns c
  where c.esme = $1 and ($2::text is null or c.channel = $2) and ($3::text is null or c.sender_id = $3)
    and ($4::bigint is null or c.template_sno = $4) and ($5::uuid is null or c.id = $5)
)`;
export const scopeParams = (scope: Scope) => [scope.esme, scope.channel ?? null, scope.senderId ?? null, scope.templateSno ?? null, scope.campaignId ?? null];

export interface Breakdowns {
  channels: InsightsBreakdownRow[];
  senders: InsightsBreakdownRow[];
  templates: InsightsBreakdownRow[];
  campaigns: InsightsBreakdownRow[];
  categories: { category: string; sent: number; delivered: number }[];
}

export interface EventSums {
  series: InsightsPoint[];
  perCampaign: Map<string, CampaignSums>;
  campaigns: CampaignInfo[];
  breakdowns: Breakdowns;
  failures: InsightsFailure[];
}

type PointRow = { at: Date; status: string; n: string };
type CampaignSumRow = { campaign_id: string; status: string; code: string; text: string; n: string };
export type CampaignInfo = { id: string; name: string; channel: string; sender_id: string; sender_label: string; template_sno: string | null; template_label: string | null; category: string | null };
type Funnel = { sent: number; delivered: number; read: number; failed: number };
/** A campaign's figures: its funnel and its URL buttons' clicks (every click, and the messages clicked). */
export type CampaignSums = Funnel & { clicks: number; clicked: number };

const FUNNEL_KEY: Record<string, keyof CampaignSums | undefined> = { SENT: 'sent', DELIVERED: 'delivered', READ: 'read', FAILED: 'failed', CLICKED: 'clicks', CLICKED_FIRST: 'clicked' };
const emptyFunnel = (): Funnel => ({ sent: 0, delivered: 0, read: 0, failed: 0 });
const emptySums = (): CampaignSums => ({ ...emptyFunnel(), clicks: 0, clicked: 0 });

/**
 * The series: per hour and status from the hourly counters (the reader's days need the hours, as a
 * zone's midnight is not UTC's), summed per hour first so the zone's truncation runs on a few rows.
 */
async function seriesOf(q: Queryable, scope: Scope, query: InsightsQuery): Promise<InsightsPoint[]> {
  const rows = await q.query<PointRow>(
    `with ${SCOPE}
     select date_trunc($8, h.at, $9) as at, h.status, sum(h.n)::bigint as n from (
       select b.bucket_at as at, b.status, sum(b.count) as n from message_event_buckets b join scope s on s.id = b.campaign_id
       where b.bucket_at >= $6 and b.bucket_at < $7 and b.status in ('SENT', 'DELIVERED', 'READ', 'FAILED')
       group by b.bucket_at, b.status
     ) h group by 1, 2`,
    [...scopeParams(scope), query.from, query.to, query.granularity, query.tz],
  );
  const points = new Map<string, Funnel>();
  for (const row of rows) {
    const at = new Date(row.at).toISOString();
    const point = points.get(at) ?? emptyFunnel();
    const key = FUNNEL_KEY[row.status];
    if (key && key in point) point[key as keyof Funnel] += Number(row.n);
    points.set(at, point);
  }
  return [...points].sort(([a], [b]) => a.localeCompare(b)).map(([at, funnel]) => ({ at, ...funnel }));
}

/**
 * Per campaign, status and reason: the whole UTC days from the daily roll-up (migration 027) and the
 * period's edges that cut a day from the hourly counters; the sum of both is the period exactly.
 */
async function campaignSums(q: Queryable, scope: Scope, query: InsightsQuery): Promise<CampaignSumRow[]> {
  const split = splitPeriod(query.from, query.to);
  const [[edgeFrom, edgeTo], [tailFrom, tailTo]] = split.edges;
  return q.query<CampaignSumRow>(
    `with ${SCOPE}, sums as (
       select d.campaign_id, d.status, d.code, max(d.text) as text, sum(d.count) as n from insights_daily d
       where d.esme = $1 and ($2::text is null or d.channel = $2) and ($3::text is null or d.sender_id = $3)
         and ($4::bigint is null or d.template_sno = $4) and ($5::uuid is null or d.campaign_id = $5)
         and d.day >= $6::date and d.day < $7::date
       group by 1, 2, 3
       union all
       select b.campaign_id, b.status, b.code, max(b.text), sum(b.count) from message_event_buckets b join scope s on s.id = b.campaign_id
       where (b.bucket_at >= $8 and b.bucket_at < $9) or (b.bucket_at >= $10 and b.bucket_at < $11)
       group by 1, 2, 3
     )
     select campaign_id, status, code, max(text) as text, sum(n)::bigint as n from sums group by 1, 2, 3`,
    [...scopeParams(scope), split.fromDay, split.toDay, edgeFrom, edgeTo, tailFrom, tailTo],
  );
}

/** The series, the per-campaign sums (funnel and clicks), the breakdowns and the failure reasons of a period. */
export async function eventSums(q: Queryable, scope: Scope, query: InsightsQuery, alsoCampaigns: readonly string[] = []): Promise<EventSums> {
  const [series, rows] = await Promise.all([seriesOf(q, scope, query), campaignSums(q, scope, query)]);
  const perCampaign = new Map<string, CampaignSums>();
  const reasons = new Map<string, InsightsFailure>();
  for (const row of rows) {
    const key = FUNNEL_KEY[row.status];
    const n = Number(row.n);
    const campaign = perCampaign.get(row.campaign_id) ?? emptySums();
    if (key) campaign[key] += n;
    perCampaign.set(row.campaign_id, campaign);
    if (row.status === 'FAILED' || row.status === 'SKIPPED') {
      const reasonKey = `${row.status}:${row.code}`;
      const reason = reasons.get(reasonKey) ?? { status: row.status, code: row.code, text: row.text, count: 0 };
      reason.count += n;
      reasons.set(reasonKey, reason);
    }
  }
  const failures = [...reasons.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)).slice(0, 50);
  const campaigns = await campaignsOf(q, [...new Set([...perCampaign.keys(), ...alsoCampaigns])]);
  return { series, failures, perCampaign, campaigns, breakdowns: breakdownsOf(campaigns, perCampaign) };
}

/** What the breakdowns label and group campaigns by. */
const campaignsOf = (q: Queryable, ids: string[]) =>
  q.query<CampaignInfo>(
    `select c.id, c.name, c.channel, c.sender_id, coalesce(n.display_number, c.sender_id) as sender_label, c.template_sno::text,
       t.name || ' (' || t.language || ')' as template_label, t.category
     from campaigns c left join sender_numbers n on n.id = c.sender_id left join whatsapp_templates t on t.sno = c.template_sno
     where c.id = any($1::uuid[])`,
    [ids],
  );

/** Adds the per-campaign funnels up by channel, sender, template and template category. */
function breakdownsOf(campaigns: readonly CampaignInfo[], perCampaign: Map<string, CampaignSums>): Breakdowns {
  const groups = { channels: new Map<string, InsightsBreakdownRow>(), senders: new Map<string, InsightsBreakdownRow>(), templates: new Map<string, InsightsBreakdownRow>(), campaigns: new Map<string, InsightsBreakdownRow>() };
  const categories = new Map<string, { category: string; sent: number; delivered: number }>();
  const add = (group: Map<string, InsightsBreakdownRow>, key: string, label: string, funnel: Funnel) => {
    const row = group.get(key) ?? { key, label, ...emptyFunnel() };
    for (const step of ['sent', 'delivered', 'read', 'failed'] as const) row[step] += funnel[step];
    group.set(key, row);
  };
  for (const campaign of campaigns) {
    const funnel = perCampaign.get(campaign.id);
    if (!funnel) continue;
    add(groups.channels, campaign.channel, campaign.channel, funnel);
    add(groups.senders, campaign.sender_id, campaign.sender_label, funnel);
    add(groups.campaigns, campaign.id, campaign.name, funnel);
    if (campaign.template_sno) add(groups.templates, campaign.template_sno, campaign.template_label ?? campaign.template_sno, funnel);
    if (campaign.category) {
      const row = categories.get(campaign.category) ?? { category: campaign.category, sent: 0, delivered: 0 };
      row.sent += funnel.sent;
      row.delivered += funnel.delivered;
      categories.set(campaign.category, row);
    }
  }
  const ranked = <T extends { sent: number }>(rows: Map<string, T>) => [...rows.values()].sort((a, b) => b.sent - a.sent);
  return { channels: ranked(groups.channels), senders: ranked(groups.senders), templates: ranked(groups.templates), campaigns: ranked(groups.campaigns), categories: ranked(categories) };
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
