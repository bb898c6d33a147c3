import type { RecipientStatus } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';

/**
 * Every change of recipient status goes through `moveRecipients`: one statement that updates the rows
 * and, from the rows it actually changed, moves the per-status and per-reason counters. So counters
 * can never drift from the rows, and a report reads counters only. The per-status counters are
 * appended as delta rows (`campaign_counter_deltas`), which lock nothing another move needs, and
 * folded into `campaign_counters` by the scheduler's tick; `readCounters` adds both in one statement,
 * so a read is exact whether a fold has run or not.
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
 * Every transaction takes recipient rows in id order, so two moves of overlapping rows wait on each
 * other instead of in a circle (PostgreSQL breaks a circle only after its one-second deadlock
 * timeout). A skip-locked move never waits, so its order does not matter. A transaction that moves
 * rows in several statements takes all its rows first (`lockRecipients`): otherwise its second
 * statement would take rows after the first took some. The status counters take no lock (a delta
 * row is an insert); the reason counters are upserted in key order and move only with failures and skips.
 */
function moveSql(move: RecipientMove, answer: string, before?: string): string {
  const lock = `for update${move.skipLocked ? ' skip locked' : ''}`;
  const limit = move.limit ? `order by id limit ${Math.floor(move.limit)}` : move.skipLocked ? '' : 'order by id';
  return `with ${before ? `${before},` : ''} picked as (
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
       insert into campaign_counter_deltas (campaign_id, status, count)
       select campaign_id, status, sum(n) from deltas group by 1, 2 having sum(n) <> 0
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

/** Moves rows and answers them (a claimed chunk, a single row). */
export const moveRecipients = (q: Queryable, move: RecipientMove): Promise<MovedRecipient[]> =>
  q.query<MovedRecipient>(moveSql(move, 'select id::text, campaign_id, phone, variables, status, old_status from moved order by id'), move.params);

/**
 * Moves rows and, in the same statement, does more: `before` adds CTEs ahead of the move's (its
 * `where` may read them), `with` adds CTEs after them (they may read `moved`: id, campaign_id,
 * status, old_status…; a data-modifying one runs whether read or not), and `select` is what the
 * statement answers. One round trip where a transaction would take three or more (begin, a read, the
 * move, what follows it, commit): a message's send answer or a webhook's statuses are such a move (issue #33).
 */
export const moveRecipientsThen = <T>(q: Queryable, move: RecipientMove, then: { before?: string; with?: string; select: string }): Promise<T[]> =>
  q.query<T>(moveSql(move, `${then.with ? `, ${then.with}` : ''} ${then.select}`, then.before), move.params);

/** Moves rows and answers only how many: for campaign-wide moves that may touch a million rows. */
export async function moveRecipientsCount(q: Queryable, move: RecipientMove): Promise<number> {
  const [row] = await q.query<{ n: number }>(moveSql(move, 'select count(*)::int as n from moved'), move.params);
  return row?.n ?? 0;
}

/** New PENDING rows (an import, a duplicate, a built audience) join the counters. */
export async function addToCounter(q: Queryable, campaignId: string, status: RecipientStatus, count: number): Promise<void> {
  if (count === 0) return;
  await q.query('insert into campaign_counter_deltas (campaign_id, status, count) values ($1, $2, $3)', [campaignId, status, count]);
}

/** A campaign's audience is replaced or dropped: its counters start again from nothing. */
export async function resetCounters(q: Queryable, campaignId: string): Promise<void> {
  // Deltas first, as the fold takes them before it takes counter rows.
  await q.query('delete from campaign_counter_deltas where campaign_id = $1', [campaignId]);
  await q.query('delete from campaign_counters where campaign_id = $1', [campaignId]);
  await q.query('delete from campaign_reason_counters where campaign_id = $1', [campaignId]);
}

/**
 * Adds up to `limit` delta rows into `campaign_counters` and deletes them, in one statement, so a read
 * sees them on one side or the other, never both or neither. Rows another fold (or a reset) holds are
 * skipped, so two processes folding at once share the rows and never wait in a circle; counter rows are
 * taken in key order. Answers how many delta rows it folded.
 */
export async function foldCounterDeltas(q: Queryable, limit = 10_000): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `with gone as (
       delete from campaign_counter_deltas
       where ctid = any(array(select ctid from campaign_counter_deltas limit $1 for update skip locked))
       returning campaign_id, status, count
     ),
     folded as (
       insert into campaign_counters (campaign_id, status, count)
       select g.campaign_id, g.status, sum(g.count) from gone g join campaigns c on c.id = g.campaign_id group by 1, 2 order by 1, 2
       on conflict (campaign_id, status) do update set count = campaign_counters.count + excluded.count
     )
     select count(*)::int as n from gone`,
    [limit],
  );
  return row?.n ?? 0;
}

export async function readCounters(q: Queryable, campaignIds: readonly string[]): Promise<Map<string, Record<string, number>>> {
  const rows = await q.query<{ campaign_id: string; status: string; count: string }>(
    `select campaign_id, status, sum(count)::text as count from (
       select campaign_id, status, count from campaign_counters where campaign_id = any($1::uuid[])
       union all
       select campaign_id, status, count from campaign_counter_deltas where campaign_id = any($1::uuid[])
     ) c group by 1, 2`,
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
