import { supportRequest, supportRequestBody, supportRequestList } from '@/api/contracts/support-requests';
import type { AnyRoute } from '../../platform/http/route';
import { campaignRoute, WHATSAPP_CAMPAIGN_BASE } from './campaign-route';
import { createSupportRequest, listSupportRequests } from '../../support/support-requests-repo';

const SUPPORT_REQUESTS = `${WHATSAPP_CAMPAIGN_BASE}/support-requests`;

/** help-center (#14): support requests the account wrote, with their status. */
export const supportRequestRoutes: AnyRoute[] = [
  campaignRoute({
    method: 'post',
    path: SUPPORT_REQUESTS,
    summary: 'Stores a support request (subject, area, description, optional contact e-mail) as OPEN.',
    need: 'report',
    body: supportRequestBody,
    response: supportRequest,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, body }) => createSupportRequest(ctx.db, caller.esme, caller.username, body),
  }),
  campaignRoute({
    method: 'get',
    path: SUPPORT_REQUESTS,
    summary: "The account's support requests, newest first, with their status.",
    need: 'report',
    response: supportRequestList,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => ({ rows: await listSupportRequests(ctx.db, caller.esme) }),
  }),
];
