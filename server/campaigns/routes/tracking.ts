import { checkerListQuery, DELIVERY_RECENT_HOURS, deliveryListQuery, makerListQuery, trackedCampaignPage } from '@/api/contracts/campaign-tracking';
import { forbidden } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { checkerCampaigns, deliveryCampaigns, makerCampaigns } from '../../messaging/campaigns/tracking-queries';
import { WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';
import { routeFamily } from '../../platform/access/route-families';

const BASE = `${WHATSAPP_CAMPAIGN_BASE}/tracking`;

/** The maker list, checker list and distributed delivery pages (docs/api.md "WhatsApp campaign tracking"). */
export const trackingRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'get',
    path: `${BASE}/maker`,
    summary: 'Campaigns the caller made, newest first, with their submission, the checker’s last decision and the actions open now.',
    query: makerListQuery,
    response: trackedCampaignPage,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, query }) => makerCampaigns(ctx.db, caller, query),
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'get',
    path: `${BASE}/checker`,
    summary: 'A checker’s queue: `tab=pending` awaits approval (oldest first), `tab=decided` is what the caller approved or rejected.',
    query: checkerListQuery,
    response: trackedCampaignPage,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, query }) => {
      if (caller.userType !== 'C') throw forbidden('Only a checker (CampaignManager C,M,S) has an approval queue.');
      return checkerCampaigns(ctx.db, caller, query.tab, query);
    },
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('report'),
    method: 'get',
    path: `${BASE}/delivery`,
    summary: `RUNNING and PAUSED campaigns with their funnels and "continues at", then those that ended in the last ${DELIVERY_RECENT_HOURS} hours.`,
    query: deliveryListQuery,
    response: trackedCampaignPage,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, query }) => deliveryCampaigns(ctx.db, caller, ctx.options.now(), DELIVERY_RECENT_HOURS, query),
  }),
];
