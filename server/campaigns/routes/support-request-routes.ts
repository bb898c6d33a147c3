import { supportRequest, supportRequestBody, supportRequestList } from '@/api/contracts/support-requests';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';
import { createSupportRequest, listSupportRequests } from '../support-requests-repo';
import { routeFamily } from '../../platform/access/route-families';

const SUPPORT_REQUESTS = `${WHATSAPP_CAMPAIGN_BASE}/support-requests`;

/** help-center (#14): support requests the account wrote, with their status. */
export const supportRequestRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.whatsappCampaigns('report'),
    method: 'post',
    path: SUPPORT_REQUESTS,
    summary: 'Stores a support request (subject, area, description, optional contact e-mail) as OPEN.',
    body: supportRequestBody,
    response: supportRequest,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, body }) => createSupportRequest(ctx.db, caller.esme, caller.username, body),
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('report'),
    method: 'get',
    path: SUPPORT_REQUESTS,
    summary: "The account's support requests, newest first, with their status.",
    response: supportRequestList,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => ({ rows: await listSupportRequests(ctx.db, caller.esme) }),
  }),
];
