import { engagedList, engagedListQuery, TABLES_PATH } from '@/api/contracts/tables';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { engagedSince } from '../../messaging/campaigns/audience-counts';
import { listEngagedUsers } from '../engaged-users-repo';
import { iso } from '../table-dates';
import { routeFamily } from '../../platform/access/route-families';

export const engagedRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.tables('report'),
    method: 'get',
    path: `${TABLES_PATH}/engaged-users`,
    summary: 'Contacts who wrote in the last `days` days (the ENGAGED_USERS audience), with their last message time and how many they sent. Read-only.',
    query: engagedListQuery,
    response: engagedList,
    errors: [400, 401, 403],
    async handle({ ctx, caller, query }) {
      const since = engagedSince(ctx.options.now(), query.days);
      const { rows, total } = await listEngagedUsers(ctx.db, caller.esme, since, query);
      return {
        rows: rows.map((row) => ({ phone: row.phone, lastAt: iso(row.last_at), messages: row.messages })),
        total,
        page: query.page,
        pageSize: query.pageSize,
        days: query.days,
        since: since.toISOString(),
      };
    },
  }),
];
