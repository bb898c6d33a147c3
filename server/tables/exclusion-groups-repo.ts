import type { Queryable } from '../platform/db/db';
import { offsetOf, orderBy, type TablePage } from './table-paging';

const FROM = `from (select g.id, g.name, g.created_on, g.updated_on, (select count(*)::int from exclusion_group_numbers n where n.group_id = g.id) as numbers
  from exclusion_groups g where g.esme = $1 and ($2 = '' or strpos(lower(g.name), lower($2)) > 0)) g`;
const SORT = { name: 'lower(g.name)', numbers: 'g.numbers', updatedOn: 'g.updated_on' };

export interface ExclusionGroupRow {
  id: string;
  name: string;
  numbers: number;
  created_on: Date;
  updated_on: Date;
}

/** One page of the account's RCS exclusion groups with their sizes, and how many match the search in all. */
export async function listExclusionGroupPage(q: Queryable, esme: number, page: TablePage): Promise<{ rows: ExclusionGroupRow[]; total: number }> {
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n ${FROM}`, [esme, page.search]);
  const rows = await q.query<ExclusionGroupRow>(
    `select g.id, g.name, g.numbers, g.created_on, g.updated_on ${FROM} ${orderBy(SORT, page.sortKey, page.reverse, 'g.id')} limit $3 offset $4`,
    [esme, page.search, page.pageSize, offsetOf(page)],
  );
  return { rows, total: count?.n ?? 0 };
}
