import { contactScrubbingRequest, contactScrubbingResponse } from '@/api/contracts/campaigns';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { scrubContacts } from '../../messaging/campaigns/scrub-contacts';
import { WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';
import { routeFamily } from '../../platform/access/route-families';

export const contactScrubbingRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'post',
    path: `${WHATSAPP_CAMPAIGN_BASE}/contact-scrubbing`,
    summary:
      'Checks up to 1,000 numbers: invalid, a duplicate within the request, opted out of this account, not on WhatsApp (sandbox: its seeded rule; Meta: UNKNOWN), or valid. Send a longer list in several requests.',
    body: contactScrubbingRequest,
    response: contactScrubbingResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, body }) => ({ results: await scrubContacts(ctx.db, caller.esme, body.phones, ctx.options.whatsappContacts) }),
  }),
];
