import type { InsightsBreakdownRow, InsightsFailure, InsightsLink, InsightsOptions, InsightsPoint, InsightsQuery } from '@/api/contracts/insights';
import type { Queryable } from '../db/db';

/**
 * The period's figures, added up by the database from `message_event_buckets` (one row per
 * campaign, hour, stage and reason; migration 016). Only sums leave the database: a few rows per
 * point, campaign and reason, however many messages the period holds.
 */

type Scope = Pick<InsightsQuery, 'channel' | 'senderId' | 'templateSno' | 'campaignId'> & { esme: number };

/** The campaigns a query looks at: `$1` esme, `$2`…`$5` the filters. */
const SCOPE = `scope as (
  select c.id, c.name, c.channel, c.sender_id, c.template_sno from campaigns c
  where c.esme = $1 and ($2::text is null or c.channel = $2) and ($3::text is null or c.sender_id = $3)
    and ($4::bigint is null or c.template_sno = $4) and ($5::uuid is null or c.id = $5)
)`;
const scopeParams = (scope: Scope) => [scope.esme, scope.channel ?? null, scope.senderId ?? null, scope.templateSno ?? null, scope.campaignId ?? null];

export interface Breakdowns {
  channels: InsightsBreakdownRow[];
  senders: InsightsBreakdownRow[];
  templates: InsightsBreakdownRow[];
  campaigns: InsightsBreakdownRow[];
  categories: { category: string; sent: number; delivered: number }[];
}

export interface EventSums {
  series: InsightsPoint[];
  breakdowns: Breakdowns;
  failures: InsightsFailure[];
}

type SumRow = { kind: 'point' | 'campaign'; at: Date | null; campaign_id: string | null; status: string; code: string | null; text: string | null; n: string };
type CampaignRow = { id: string; name: string; channel: string; sender_id: string; sender_label: string; template_sno: string | null; template_label: string | null; category: string | null };
type Funnel = { sent: number; delivered: number; read: number; failed: number };

const FUNNEL_KEY: Record<string, keyof Funnel | undefined> = { SENT: 'sent', DELIVERED: 'delivered', READ: 'read', FAILED: 'failed' };
const emptyFunnel = (): Funnel => ({ sent: 0, delivered: 0, read: 0, failed: 0 });

/**
 * One pass over the period's counter rows, two groupings: per point of the series and status, and
 * per campaign, status and reason. Everything else (per sender, template, channel, category, the
 * reasons) is added up from the per-campaign sums, a few rows per campaign.
 */
export async function eventSums(q: Queryable, scope: Scope, query: InsightsQuery): Promise<EventSums> {
  const rows = await q.query<SumRow>(
    `with ${SCOPE}
     select case when grouping(b.campaign_id) = 1 then 'point' else 'campaign' end as kind,
       date_trunc($8, b.bucket_at, $9) as at, b.campaign_id, b.status, b.code, max(b.text) as text, sum(b.count)::bigint as n
     from message_event_buckets b join scope s on s.id = b.campaign_id
     where b.bucket_at >= $6 and b.bucket_at < $7
     group by grouping sets ((date_trunc($8, b.bucket_at, $9), b.status), (b.campaign_id, b.status, b.code))`,
    [...scopeParams(scope), query.from, query.to, query.granularity, query.tz],
  );
  const points = new Map<string, Funnel>();
  const perCampaign = new Map<string, Funnel>();
  const reasons = new Map<string, InsightsFailure>();
  for (const row of rows) {
    const key = FUNNEL_KEY[row.status];
    const n = Number(row.n);
    if (row.kind === 'point') {
      const at = new Date(row.at ?? 0).toISOString();
      const point = points.get(at) ?? emptyFunnel();
      if (key) point[key] += n;
      points.set(at, point);
      continue;
    }
    const campaign = perCampaign.get(row.campaign_id ?? '') ?? emptyFunnel();
    if (key) campaign[key] += n;
    perCampaign.set(row.campaign_id ?? '', campaign);
    if (row.status === 'FAILED' || row.status === 'SKIPPED') {
      const reasonKey = `${row.status}:${row.code ?? ''}`;
      const reason = reasons.get(reasonKey) ?? { status: row.status, code: row.code ?? '', text: row.text ?? '', count: 0 };
      reason.count += n;
      reasons.set(reasonKey, reason);
    }
  }
  const series = [...points].sort(([a], [b]) => a.localeCompare(b)).map(([at, funnel]) => ({ at, ...funnel }));
  const failures = [...reasons.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)).slice(0, 50);
  return { series, failures, breakdowns: await breakdownsOf(q, perCampaign) };
}

/** Adds the per-campaign funnels up by channel, sender, template and template category. */
async function breakdownsOf(q: Queryable, perCampaign: Map<string, Funnel>): Promise<Breakdowns> {
  const campaigns = await q.query<CampaignRow>(
    `select c.id, c.name, c.channel, c.sender_id, coalesce(n.display_number, c.sender_id) as sender_label, c.template_sno::text,
       t.name || ' (' || t.language || ')' as template_label, t.category
     from campaigns c left join sender_numbers n on n.id = c.sender_id left join whatsapp_templates t on t.sno = c.template_sno
     where c.id = any($1::uuid[])`,
    [[...perCampaign.keys()]],
  );
  const groups = { channels: new Map<string, InsightsBreakdownRow>(), senders: new Map<string, InsightsBreakdownRow>(), templates: new Map<string, InsightsBreakdownRow>(), campaigns: new Map<string, InsightsBreakdownRow>() };
  const categories = new Map<string, { category: string; sent: number; delivered: number }>();
  const add = (group: Map<string, InsightsBreakdownRow>, key: string, label: string, funnel: Funnel) => {
    const row = group.get(key) ?? { key, label, ...emptyFunnel() };
    for (const step of ['sent', 'delivered', 'read', 'failed'] as const) row[step] += funnel[step];
    group.set(key, row);
  };
  for (const campaign of campaigns) {
    const funnel = perCampaign.get(campaign.id) ?? emptyFunnel();
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
