import type { RecipientStatus } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';

/**
 * Every change of recipient status goes through `moveRecipients`: one statement that updates the rows
 * and, from the rows it actually changed, moves the per-status and per-reason counters. So counters
 * can never drift from the rows, and a report reads counters only.
 */

export interface RecipientMove {
  /** A condition on `campaign_recipients` (unqualified columns), with `$n` parameters from `params`. */
  where: string;
  /** `col = expr` list for the update; `r.` prefixes the row (e.g. `status = 'SENT', sent_at = $2`). */
  set: string;
  params: readonly unknown[];
  /** Rows are locked and skipped when another transaction holds them. */
  skipLocked?: boolean;
  /** Caps how many rows move (claiming a chunk); ordered by id. */
  limit?: number;
}

export interface MovedRecipient {
  id: string;
  campaign_id: string;
  phone: string;
  variables: Record<string, string>;
  status: RecipientStatus;
  old_status: RecipientStatus;
}

const reasonCode = (alias: string, errorCode: string, skipReason: string) => `coalesce(${alias}${errorCode}, ${alias}${skipReason}, 'unknown')`;

/**
 * Every transaction takes recipient rows in id order and its campaign's counter rows after them, in key
 * order, so two moves of overlapping rows wait on each other instead of in a circle (PostgreSQL breaks
 * a circle only after its one-second deadlock timeout). A skip-locked move never waits, so its order
 * does not matter. A transaction that moves rows in several statements takes all its rows first
 * (`lockRecipients`), then every counter row its moves will change (`lockCounters`): otherwise its
 * second statement would take rows, or a counter row earlier in key order, after the first took some.
 */
function moveSql(move: RecipientMove, answer: string): string {
  const lock = `for update${move.skipLocked ? ' skip locked' : ''}`;
  const limit = move.limit ? `order by id limit ${Math.floor(move.limit)}` : move.skipLocked ? '' : 'order by id';
  return `with picked as (
       select id, status as old_status, error_code as old_code, error_text as old_text, skip_reason as old_skip
       from campaign_recipients where ${move.where} ${limit} ${lock}
     ),
     moved as (
       update campaign_recipients r set ${move.set} from picked o where r.id = o.id
       returning r.id, r.campaign_id, r.phone, r.variables, r.status, r.error_code, r.error_text, r.skip_reason, o.old_status, o.old_code, o.old_text, o.old_skip
     ),
     deltas as (
       select campaign_id, old_status as status, -count(*) as n from moved where old_status <> status group by 1, 2
       union all
       select campaign_id, status, count(*) from moved where old_status <> status group by 1, 2
     ),
     counted as (
       insert into campaign_counters (campaign_id, status, count)
       select campaign_id, status, sum(n) from deltas group by 1, 2 order by 1, 2
       on conflict (campaign_id, status) do update set count = campaign_counters.count + excluded.count
     ),
     reason_deltas as (
       select campaign_id, old_status as status, ${reasonCode('', 'old_code', 'old_skip')} as code, max(coalesce(old_text, old_skip, '')) as text, -count(*) as n
       from moved where old_status in ('FAILED', 'SKIPPED') and old_status <> status group by 1, 2, 3
       union all
       select campaign_id, status, ${reasonCode('', 'error_code', 'skip_reason')}, max(coalesce(error_text, skip_reason, '')), count(*)
       from moved where status in ('FAILED', 'SKIPPED') and old_status <> status group by 1, 2, 3
     ),
     reasons as (
       insert into campaign_reason_counters (campaign_id, status, code, text, count)
       select campaign_id, status, code, max(text), sum(n) from reason_deltas group by 1, 2, 3 order by 1, 2, 3
       on conflict (campaign_id, status, code) do update set count = campaign_reason_counters.count + excluded.count,
         text = case when excluded.count > 0 then excluded.text else campaign_reason_counters.text end
     )
     ${answer}`;
}

/** Locks the rows `where` names (unqualified columns of `campaign_recipients`) in id order, before a transaction moves them in several statements. */
export async function lockRecipients(q: Queryable, where: string, params: readonly unknown[]): Promise<void> {
  await q.query(`select id from campaign_recipients where ${where} order by id for update`, params);
}

/** Takes (or creates at 0) the counter rows of these campaigns and statuses in key order, as every move takes them. */
export async function lockCounters(q: Queryable, campaignIds: readonly string[], statuses: readonly RecipientStatus[]): Promise<void> {
  await q.query(
    `insert into campaign_counters (campaign_id, status, count)
     select c, s, 0 from unnest($1::uuid[]) as c, unnest($2::text[]) as s group by 1, 2 order by 1, 2
     on conflict (campaign_id, status) do update set count = campaign_counters.count`,
    [campaignIds, statuses],
  );
}

/** Moves rows and answers them (a claimed chunk, a single row). */
export const moveRecipients = (q: Queryable, move: RecipientMove): Promise<MovedRecipient[]> =>
  q.query<MovedRecipient>(moveSql(move, 'select id::text, campaign_id, phone, variables, status, old_status from moved order by id'), move.params);

/** Moves rows and answers only how many: for campaign-wide moves that may touch a million rows. */
export async function moveRecipientsCount(q: Queryable, move: RecipientMove): Promise<number> {
  const [row] = await q.query<{ n: number }>(moveSql(move, 'select count(*)::int as n from moved'), move.params);
  return row?.n ?? 0;
}

/** New PENDING rows (an import, a duplicate, a built audience) join the counters. */
export async function addToCounter(q: Queryable, campaignId: string, status: RecipientStatus, count: number): Promise<void> {
  if (count === 0) return;
  await q.query(
    `insert into campaign_counters (campaign_id, status, count) values ($1, $2, $3)
     on conflict (campaign_id, status) do update set count = campaign_counters.count + excluded.count`,
    [campaignId, status, count],
  );
}

export async function readCounters(q: Queryable, campaignIds: readonly string[]): Promise<Map<string, Record<string, number>>> {
  const rows = await q.query<{ campaign_id: string; status: string; count: string }>(
    'select campaign_id, status, count::text from campaign_counters where campaign_id = any($1::uuid[])',
    [campaignIds],
  );
  const byCampaign = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const counts = byCampaign.get(row.campaign_id) ?? {};
    counts[row.status] = Number(row.count);
    byCampaign.set(row.campaign_id, counts);
  }
  return byCampaign;
}
