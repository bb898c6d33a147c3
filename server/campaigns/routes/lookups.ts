import {
  approvedTemplatesQuery,
  approvedTemplatesResponse,
  audienceCountsQuery,
  audienceCountsResponse,
  sendersResponse,
} from '@/api/contracts/campaigns';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { audienceCounts } from '../../messaging/campaigns/audience-counts';
import { listApprovedTemplates, listSenders } from '../../messaging/campaigns/senders-repo';
import { WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';
import { routeFamily } from '../../platform/access/route-families';

export const lookupRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'get',
    path: `${WHATSAPP_CAMPAIGN_BASE}/senders`,
    summary: "The account's sender numbers with their WABA, portfolio messaging limit, throughput and quality.",
    response: sendersResponse,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => ({ senders: await listSenders(ctx.db, caller.esme) }),
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'get',
    path: `${WHATSAPP_CAMPAIGN_BASE}/templates/approved`,
    summary: "APPROVED templates for the campaign form, of one sender's WABA when `senderId` is given.",
    query: approvedTemplatesQuery,
    response: approvedTemplatesResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, query }) => ({ templates: await listApprovedTemplates(ctx.db, caller.esme, query.senderId) }),
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'get',
    path: `${WHATSAPP_CAMPAIGN_BASE}/audience-counts`,
    summary: 'How many contacts the ENGAGED_USERS (last `days` days) and OPT_IN_USERS audiences hold now.',
    query: audienceCountsQuery,
    response: audienceCountsResponse,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, query }) => audienceCounts(ctx.db, caller.esme, query.days, ctx.options.now()),
  }),
];
