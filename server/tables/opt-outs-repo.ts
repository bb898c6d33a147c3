import type { Queryable } from '../platform/db/db';
import { OPT_OUT_WHERE } from './table-sources';
import { offsetOf, orderBy, type TablePage } from './table-paging';

const SORT = { phone: 'o.phone', reason: 'lower(o.reason)', at: 'o.at' };

export interface OptOutRow {
  phone: string;
  reason: string;
  campaign_name: string | null;
  at: Date;
}

/** One page of the account's opt-outs and how many match the search in all. */
export async function listOptOuts(q: Queryable, esme: number, page: TablePage): Promise<{ rows: OptOutRow[]; total: number }> {
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n ${OPT_OUT_WHERE}`, [esme, page.search]);
  const rows = await q.query<OptOutRow>(
    `select o.phone, o.reason, c.name as campaign_name, o.at ${OPT_OUT_WHERE} ${orderBy(SORT, page.sortKey, page.reverse, 'o.phone')} limit $3 offset $4`,
    [esme, page.search, page.pageSize, offsetOf(page)],
  );
  return { rows, total: count?.n ?? 0 };
}

/** Lists numbers with their reasons; a number already listed keeps its first reason and time. Answers how many were new. */
export async function addOptOuts(q: Queryable, esme: number, reasons: ReadonlyMap<string, string>, at: Date): Promise<number> {
  const added = await q.query(
    `insert into opt_outs (esme, phone, reason, at) select $1, phone, reason, $4 from unnest($2::text[], $3::text[]) as t (phone, reason)
         on conflict (esme, phone) do nothing returning phone`,
    [esme, [...reasons.keys()], [...reasons.values()], at],
  );
  return added.length;
}

/** Takes numbers off the list; answers how many were on it. */
export async function removeOptOuts(q: Queryable, esme: number, phones: readonly string[]): Promise<number> {
  const removed = await q.query('delete from opt_outs where esme = $1 and phone = any($2::text[]) returning phone', [esme, phones]);
  return removed.length;
}
