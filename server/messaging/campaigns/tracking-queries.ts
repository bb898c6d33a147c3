import type { CheckerDecision, CheckerTab, TrackedCampaign } from '@/api/contracts/campaign-tracking';
import type { Queryable } from '../../platform/db/db';
import { actorOf } from './campaign-actions';
import { presentListRow, type CampaignListSource } from './present';
import { readCounters } from './recipient-moves';
import { allowedActions } from './transitions';
import type { Caller } from '../../platform/access/caller';

/**
 * The tracking pages' lists: made by the caller (maker list), awaiting or decided by the caller
 * (checker list), and running or just ended (distributed delivery). Each is one filtered, paged
 * query; the submission and decision of the page's rows come from the state history in one more.
 */

const LIST_SELECT = `select c.*, s.display_number, t.name as template_name, t.language as template_language
  from campaigns c left join sender_numbers s on s.id = c.sender_id left join whatsapp_templates t on t.sno = c.template_sno`;

/** The last move into PENDING_APPROVAL; a new time set while pending is no new submission. */
const SUBMITTED_AT = `(select max(h.at) from campaign_state_history h where h.campaign_id = c.id and h.to_state = 'PENDING_APPROVAL' and h.from_state is distinct from 'PENDING_APPROVAL')`;

/** A checker's move out of PENDING_APPROVAL; a cancel or a new time there is no decision. */
const DECISION = `h.from_state = 'PENDING_APPROVAL' and h.to_state in ('SCHEDULED', 'REJECTED')`;

export interface TrackingPage {
  search?: string;
  page: number;
  pageSize: number;
}

interface Filter {
  /** SQL over `c`; `$1` is the account, `$2` the search text (or null), then `params`. */
  where: string;
  params: unknown[];
  order: string;
}

async function pageOf(q: Queryable, caller: Caller, filter: Filter, paging: TrackingPage) {
  const where = `c.esme = $1 and ($2::text is null or c.name ilike '%' || $2 || '%') and ${filter.where}`;
  const params = [caller.esme, paging.search || null, ...filter.params];
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n from campaigns c where ${where}`, params);
  const limit = params.length + 1;
  const rows = await q.query<CampaignListSource>(`${LIST_SELECT} where ${where} order by ${filter.order}, c.id limit $${limit} offset $${limit + 1}`, [
    ...params,
    paging.pageSize,
    (paging.page - 1) * paging.pageSize,
  ]);
  return { rows: await present(q, caller, rows), total: count?.n ?? 0, page: paging.page, pageSize: paging.pageSize };
}

interface HistoryFacts {
  campaign_id: string;
  submitted_at: Date | null;
  decided_to: 'SCHEDULED' | 'REJECTED' | null;
  decided_by: string | null;
  decided_at: Date | null;
  note: string | null;
}

async function present(q: Queryable, caller: Caller, rows: CampaignListSource[]): Promise<TrackedCampaign[]> {
  const ids = rows.map((row) => row.id);
  const counters = await readCounters(q, ids);
  const facts = await q.query<HistoryFacts>(
    `select c.id as campaign_id,
       ${SUBMITTED_AT} as submitted_at,
       d.to_state as decided_to, d.actor_name as decided_by, d.at as decided_at, d.note
     from unnest($1::uuid[]) as c(id)
     left join lateral (select h.to_state, h.actor_name, h.at, h.note from campaign_state_history h where h.campaign_id = c.id and ${DECISION} order by h.id desc limit 1) d on true`,
    [ids],
  );
  const byId = new Map(facts.map((fact) => [fact.campaign_id, fact]));
  return rows.map((row) => {
    const fact = byId.get(row.id);
    const decision: CheckerDecision | null =
      fact?.decided_to && fact.decided_at
        ? {
            outcome: fact.decided_to === 'SCHEDULED' ? 'APPROVED' : 'REJECTED',
            checkerName: fact.decided_by ?? '',
            at: new Date(fact.decided_at).toISOString(),
            reason: fact.decided_to === 'REJECTED' ? fact.note : null,
          }
        : null;
    return {
      ...presentListRow(row, counters.get(row.id)),
      submittedAt: fact?.submitted_at ? new Date(fact.submitted_at).toISOString() : null,
      decision,
      allowedActions: allowedActions(row.state, actorOf(caller, row)),
    };
  });
}

/** What the caller made, newest first, whatever became of it. */
export const makerCampaigns = (q: Queryable, caller: Caller, paging: TrackingPage) =>
  pageOf(q, caller, { where: 'c.maker_id = $3', params: [caller.userId], order: 'c.created_on desc' }, paging);

const MY_LAST_DECISION = `(select max(h.at) from campaign_state_history h where h.campaign_id = c.id and ${DECISION} and h.actor_id = $3)`;

/** Awaiting approval (oldest submission first, as a queue), or decided by the caller (newest decision first). */
export function checkerCampaigns(q: Queryable, caller: Caller, tab: CheckerTab, paging: TrackingPage) {
  const filter: Filter =
    tab === 'pending'
      ? { where: `c.state = 'PENDING_APPROVAL'`, params: [], order: `${SUBMITTED_AT} asc nulls last` }
      : { where: `${MY_LAST_DECISION} is not null`, params: [caller.userId], order: `${MY_LAST_DECISION} desc` };
  return pageOf(q, caller, filter, paging);
}

/** RUNNING and PAUSED campaigns, then those that ended within `recentHours`, most recently started first. */
export const deliveryCampaigns = (q: Queryable, caller: Caller, now: Date, recentHours: number, paging: TrackingPage) =>
  pageOf(
    q,
    caller,
    {
      where: `(c.state in ('RUNNING', 'PAUSED') or (c.state in ('COMPLETED', 'FAILED', 'CANCELLED') and c.started_on is not null and c.finished_on >= $3))`,
      params: [new Date(now.getTime() - recentHours * 3_600_000)],
      order: `(c.state in ('RUNNING', 'PAUSED')) desc, coalesce(c.started_on, c.created_on) desc`,
    },
    paging,
  );
