import { engagedList, engagedListQuery, TABLES_PATH } from '@/api/contracts/tables';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { engagedSince } from '../../messaging/campaigns/audience-counts';
import { ENGAGED_FROM } from '../table-sources';
import { iso, offsetOf, orderBy } from './table-paging';
import { routeFamily } from '../../platform/access/route-families';

const SORT = { phone: 'e.phone', lastAt: 'e.last_at', messages: 'e.messages' };

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
      const params = [caller.esme, since, query.search];
      const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n ${ENGAGED_FROM}`, params);
      const rows = await ctx.db.query<{ phone: string; last_at: Date; messages: number }>(
        `select e.phone, e.last_at, e.messages ${ENGAGED_FROM} ${orderBy(SORT, query.sortKey, query.reverse, 'e.phone')} limit $4 offset $5`,
        [...params, query.pageSize, offsetOf(query)],
      );
      return {
        rows: rows.map((row) => ({ phone: row.phone, lastAt: iso(row.last_at), messages: row.messages })),
        total: count?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        days: query.days,
        since: since.toISOString(),
      };
    },
  }),
];
