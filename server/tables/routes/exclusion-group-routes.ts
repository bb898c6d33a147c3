import { exclusionGroupPage, exclusionGroupsQuery, TABLES_PATH } from '@/api/contracts/tables';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { listExclusionGroupPage } from '../exclusion-groups-repo';
import { iso } from '../table-dates';
import { routeFamily } from '../../platform/access/route-families';

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
      const { rows, total } = await listExclusionGroupPage(ctx.db, caller.esme, query);
      return {
        rows: rows.map((row) => ({ id: row.id, name: row.name, numbers: row.numbers, createdOn: iso(row.created_on), updatedOn: iso(row.updated_on) })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  }),
];
