import { RCS_CAMPAIGN_BASE, senderIdsRequest, senderIdsResponse, smsSenderIdsResponse } from '@/api/contracts/rcs-senders';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { listRcsSenders, listSmsSenderIds } from '../../rcs-senders-repo';
import { routeFamily } from '../../../platform/access/route-families';

export const rcsSenderRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS_CAMPAIGN_BASE}/getSenderIds`,
    summary: "The account's RBM agents (RCS sender ids) with their display name and brand colour.",
    body: senderIdsRequest,
    response: senderIdsResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller }) => ({ senderIds: await listRcsSenders(ctx.db, caller.esme) }),
  }),
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS_CAMPAIGN_BASE}/rcs/getSmsSenderIds`,
    summary: "The account's SMS sender ids, for the fallback to numbers that cannot receive RCS.",
    body: senderIdsRequest,
    response: smsSenderIdsResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller }) => ({ smsSenderIds: await listSmsSenderIds(ctx.db, caller.esme) }),
  }),
];
