import { addOptOutsRequest, addOptOutsResponse, optOutList, optOutListQuery, removeOptOutsRequest, removeOptOutsResponse, TABLES_PATH } from '@/api/contracts/tables';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { addOptOuts, listOptOuts, removeOptOuts } from '../opt-outs-repo';
import { iso } from '../table-dates';
import { routeFamily } from '../../platform/access/route-families';

const OPT_OUTS = `${TABLES_PATH}/opt-outs`;

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
      const { rows, total } = await listOptOuts(ctx.db, caller.esme, query);
      return {
        rows: rows.map((row) => ({ phone: row.phone, reason: row.reason, campaignName: row.campaign_name, at: iso(row.at) })),
        total,
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
      const added = await addOptOuts(ctx.db, caller.esme, rows, ctx.options.now());
      return { added, alreadyListed: rows.size - added };
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
      return { removed: await removeOptOuts(ctx.db, caller.esme, body.phones) };
    },
  }),
];
