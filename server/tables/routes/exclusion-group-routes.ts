import { exclusionGroupPage, exclusionGroupsQuery, TABLES_PATH } from '@/api/contracts/tables';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { iso, offsetOf, orderBy } from './table-paging';
import { routeFamily } from '../../platform/access/route-families';

const FROM = `from (select g.id, g.name, g.created_on, g.updated_on, (select count(*)::int from exclusion_group_numbers n where n.group_id = g.id) as numbers
  from exclusion_groups g where g.esme = $1 and ($2 = '' or strpos(lower(g.name), lower($2)) > 0)) g`;
const SORT = { name: 'lower(g.name)', numbers: 'g.numbers', updatedOn: 'g.updated_on' };

/** The groups as a page of the tables area; making, filling and deleting them stay the RCS routes' (`rcs/groups/*`). */
export const exclusionGroupPageRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.rcsTables('report'),
    method: 'get',
    path: `${TABLES_PATH}/exclusion-groups`,
    summary: "The account's RCS exclusion groups a page at a time, with how many numbers each holds.",
    query: exclusionGroupsQuery,
    response: exclusionGroupPage,
    errors: [400, 401, 403],
    async handle({ ctx, caller, query }) {
      const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n ${FROM}`, [caller.esme, query.search]);
      const rows = await ctx.db.query<{ id: string; name: string; numbers: number; created_on: Date; updated_on: Date }>(
        `select g.id, g.name, g.numbers, g.created_on, g.updated_on ${FROM} ${orderBy(SORT, query.sortKey, query.reverse, 'g.id')} limit $3 offset $4`,
        [caller.esme, query.search, query.pageSize, offsetOf(query)],
      );
      return {
        rows: rows.map((row) => ({ id: row.id, name: row.name, numbers: row.numbers, createdOn: iso(row.created_on), updatedOn: iso(row.updated_on) })),
        total: count?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  }),
];
