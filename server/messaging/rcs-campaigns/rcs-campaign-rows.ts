import type { RcsCampaign } from '@/api/contracts/rcs-campaigns';
import type { Queryable } from '../../platform/db/db';
import type { CampaignRow } from '../campaigns/campaign-rows';
import { funnelOf } from '../campaigns/present';
import { readCounters } from '../campaigns/recipient-moves';

/** A `campaigns` row of the RCS channel with its RCS columns (migration 012) and its agent's name. */
export interface RcsCampaignRow extends Omit<CampaignRow, 'channel'> {
  channel: 'rcs';
  rcs_template_id: string | number | null;
  rcs_template_name: string | null;
  rcs_template: unknown;
  language: string | null;
  bot_id: string | null;
  sms_sender_id: string | null;
  /** Migration 036: the DLT template of the SMS fallback and its text as saved. */
  dlt_template_id: string | null;
  dlt_template_text: string | null;
  sms_fallback_count: string | number;
  /** Migration 034: messages our server revoked undelivered after RBM_MESSAGE_TTL_SECONDS. */
  revoked_count: string | number;
  sender_name: string | null;
}

const SELECT = `select c.*, s.name as sender_name from campaigns c left join rcs_senders s on s.id = c.sender_id and s.esme = c.esme`;

export async function findRcsCampaign(q: Queryable, esme: number, id: string, lock = false): Promise<RcsCampaignRow | undefined> {
  const [row] = await q.query<RcsCampaignRow>(`${SELECT} where c.id = $1 and c.esme = $2 and c.channel = 'rcs'${lock ? ' for update of c' : ''}`, [id, esme]);
  return row;
}

/**
 * Saved campaigns are DRAFTs; scheduled ones wait for the time they were given; sent ones went "now"
 * or have started (the report lists): a campaign sent now never waited, so it is not "scheduled".
 */
export type RcsListKind = 'saved' | 'scheduled' | 'sent';

const WAITING = `c.state = 'SCHEDULED' and not c.schedule_now`;
const LIST_WHERE: Record<RcsListKind, string> = {
  saved: `c.state = 'DRAFT'`,
  scheduled: WAITING,
  sent: `c.state <> 'DRAFT' and not (${WAITING})`,
};

export async function listRcsCampaigns(q: Queryable, esme: number, kind: RcsListKind, filter: { page: number; pageSize: number; search?: string }) {
  const where = `c.esme = $1 and c.channel = 'rcs' and ${LIST_WHERE[kind]} and ($2::text is null or c.name ilike '%' || $2 || '%')`;
  const params = [esme, filter.search?.trim() || null];
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n from campaigns c where ${where}`, params);
  const rows = await q.query<RcsCampaignRow>(`${SELECT} where ${where} order by c.created_on desc, c.id limit $3 offset $4`, [...params, filter.pageSize, (filter.page - 1) * filter.pageSize]);
  return { rows, total: count?.n ?? 0 };
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The funnel with what RCS adds: SMS fallbacks and revocations (campaign counters) and expiries (reason counters). */
export async function rcsFunnels(q: Queryable, rows: readonly RcsCampaignRow[]) {
  const ids = rows.map((row) => row.id);
  const counters = await readCounters(q, ids);
  const expired = await q.query<{ campaign_id: string; n: string }>(
    `select campaign_id, sum(count)::text as n from campaign_reason_counters
     where campaign_id = any($1::uuid[]) and ((status = 'FAILED' and code = '410') or (status = 'SKIPPED' and code = 'expired')) group by 1`,
    [ids],
  );
  const expiredBy = new Map(expired.map((row) => [row.campaign_id, Number(row.n)]));
  return new Map(rows.map((row) => [row.id, { ...funnelOf(counters.get(row.id)), smsFallback: Number(row.sms_fallback_count), revoked: Number(row.revoked_count), expired: expiredBy.get(row.id) ?? 0 }]));
}

export async function exclusionGroupsOf(q: Queryable, ids: readonly string[]) {
  const rows = await q.query<{ campaign_id: string; id: string; name: string }>(
    `select ce.campaign_id, g.id, g.name from campaign_exclusion_groups ce join exclusion_groups g on g.id = ce.group_id where ce.campaign_id = any($1::uuid[]) order by g.name`,
    [ids],
  );
  const by = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) by.set(row.campaign_id, [...(by.get(row.campaign_id) ?? []), { id: row.id, name: row.name }]);
  return by;
}

export async function presentRcsCampaigns(q: Queryable, rows: readonly RcsCampaignRow[]): Promise<RcsCampaign[]> {
  const funnels = await rcsFunnels(q, rows);
  const groups = await exclusionGroupsOf(q, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    campaignName: row.name,
    state: row.state,
    senderId: row.sender_id,
    senderName: row.sender_name,
    templateId: row.rcs_template_id === null ? null : Number(row.rcs_template_id),
    templateName: row.rcs_template_name,
    language: row.language ?? 'en',
    botId: row.bot_id ?? '',
    audience: row.audience_kind === 'UPLOAD_FILE' ? 'FILE' : 'ACTIVE_USERS',
    scheduleAt: iso(row.schedule_at),
    scheduleLocal: row.schedule_local,
    timeZone: row.time_zone,
    smsSenderId: row.sms_sender_id,
    dltTemplateId: row.dlt_template_id,
    dltTemplateText: row.dlt_template_text,
    exclusionGroups: groups.get(row.id) ?? [],
    funnel: funnels.get(row.id) ?? { ...funnelOf(), smsFallback: 0, revoked: 0, expired: 0 },
    makerName: row.maker_name,
    createdOn: new Date(row.created_on).toISOString(),
    updatedOn: new Date(row.updated_on).toISOString(),
    template: row.rcs_template ?? null,
    variableMapping: row.variable_mapping,
  }));
}
