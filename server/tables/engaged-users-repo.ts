import type { Queryable } from '../platform/db/db';
import { ENGAGED_FROM } from './table-sources';
import { offsetOf, orderBy, type TablePage } from './table-paging';

const SORT = { phone: 'e.phone', lastAt: 'e.last_at', messages: 'e.messages' };

export interface EngagedRow {
  phone: string;
  last_at: Date;
  messages: number;
}

/** One page of the contacts who wrote after `since` (ENGAGED_FROM) and how many match the search in all. */
export async function listEngagedUsers(q: Queryable, esme: number, since: Date, page: TablePage): Promise<{ rows: EngagedRow[]; total: number }> {
  const params = [esme, since, page.search];
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n ${ENGAGED_FROM}`, params);
  const rows = await q.query<EngagedRow>(
    `select e.phone, e.last_at, e.messages ${ENGAGED_FROM} ${orderBy(SORT, page.sortKey, page.reverse, 'e.phone')} limit $4 offset $5`,
    [...params, page.pageSize, offsetOf(page)],
  );
  return { rows, total: count?.n ?? 0 };
}
