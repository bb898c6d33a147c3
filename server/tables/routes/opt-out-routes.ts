import { addOptOutsRequest, addOptOutsResponse, optOutList, optOutListQuery, removeOptOutsRequest, removeOptOutsResponse, TABLES_PATH } from '@/api/contracts/tables';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { OPT_OUT_WHERE } from '../table-sources';
import { iso, offsetOf, orderBy } from './table-paging';
import { routeFamily } from '../../platform/access/route-families';

const OPT_OUTS = `${TABLES_PATH}/opt-outs`;

const SORT = { phone: 'o.phone', reason: 'lower(o.reason)', at: 'o.at' };
const NO_REASON = 'Added by hand';

export const optOutRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.tables('report'),
    method: 'get',
    path: OPT_OUTS,
    summary: "The account's opt-out list, a page at a time: number, why, the campaign a STOP reply answered, when.",
    query: optOutListQuery,
    response: optOutList,
    errors: [400, 401, 403],
    async handle({ ctx, caller, query }) {
      const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n ${OPT_OUT_WHERE}`, [caller.esme, query.search]);
      const rows = await ctx.db.query<{ phone: string; reason: string; campaign_name: string | null; at: Date }>(
        `select o.phone, o.reason, c.name as campaign_name, o.at ${OPT_OUT_WHERE} ${orderBy(SORT, query.sortKey, query.reverse, 'o.phone')} limit $3 offset $4`,
        [caller.esme, query.search, query.pageSize, offsetOf(query)],
      );
      return {
        rows: rows.map((row) => ({ phone: row.phone, reason: row.reason, campaignName: row.campaign_name, at: iso(row.at) })),
        total: count?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  }),
  defineRoute({
    ...routeFamily.tables('manage'),
    method: 'post',
    path: OPT_OUTS,
    summary: 'Adds numbers to the opt-out list (by hand, or one chunk of an imported file); a number already listed keeps its first reason and time.',
    body: addOptOutsRequest,
    response: addOptOutsResponse,
    errors: [400, 401, 403],
    async handle({ ctx, caller, body }) {
      const rows = new Map(body.rows.map((row) => [row.phone, row.reason || NO_REASON]));
      const added = await ctx.db.query(
        `insert into opt_outs (esme, phone, reason, at) select $1, phone, reason, $4 from unnest($2::text[], $3::text[]) as t (phone, reason)
         on conflict (esme, phone) do nothing returning phone`,
        [caller.esme, [...rows.keys()], [...rows.values()], ctx.options.now()],
      );
      return { added: added.length, alreadyListed: rows.size - added.length };
    },
  }),
  defineRoute({
    ...routeFamily.tables('manage'),
    method: 'post',
    path: `${OPT_OUTS}/remove`,
    summary: 'Takes numbers off the opt-out list, so marketing campaigns may write to them again.',
    body: removeOptOutsRequest,
    response: removeOptOutsResponse,
    errors: [400, 401, 403],
    async handle({ ctx, caller, body }) {
      const removed = await ctx.db.query('delete from opt_outs where esme = $1 and phone = any($2::text[]) returning phone', [caller.esme, body.phones]);
      return { removed: removed.length };
    },
  }),
];
