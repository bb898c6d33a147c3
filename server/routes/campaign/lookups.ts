import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  approvedTemplatesQuery,
  approvedTemplatesResponse,
  audienceCountsQuery,
  audienceCountsResponse,
  contactScrubbingRequest,
  contactScrubbingResponse,
  sendersResponse,
} from '@/api/contracts/campaigns';
import type { AnyRoute } from '../../http/route';
import { audienceCounts } from '../../messaging/campaigns/audience-counts';
import { listApprovedTemplates, listSenders } from '../../messaging/campaigns/senders-repo';
import { campaignRoute, WHATSAPP_CAMPAIGN_BASE } from './campaign-route';

/** E.164 of a typed number, or null; a number without a + is read as international. */
function normalise(input: string): string | null {
  const text = input.trim();
  const parsed = parsePhoneNumberFromString(text.startsWith('+') ? text : `+${text.replace(/^00/, '')}`);
  return parsed?.isValid() ? parsed.number : null;
}

export const lookupRoutes: AnyRoute[] = [
  campaignRoute({
    method: 'get',
    path: `${WHATSAPP_CAMPAIGN_BASE}/senders`,
    summary: "The account's sender numbers with their WABA, portfolio messaging limit, throughput and quality.",
    response: sendersResponse,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => ({ senders: await listSenders(ctx.db, caller.esme) }),
  }),
  campaignRoute({
    method: 'get',
    path: `${WHATSAPP_CAMPAIGN_BASE}/templates/approved`,
    summary: "APPROVED templates for the campaign form, of one sender's WABA when `senderId` is given.",
    query: approvedTemplatesQuery,
    response: approvedTemplatesResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, query }) => ({ templates: await listApprovedTemplates(ctx.db, caller.esme, query.senderId) }),
  }),
  campaignRoute({
    method: 'get',
    path: `${WHATSAPP_CAMPAIGN_BASE}/audience-counts`,
    summary: 'How many contacts the ENGAGED_USERS (last `days` days) and OPT_IN_USERS audiences hold now.',
    query: audienceCountsQuery,
    response: audienceCountsResponse,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, query }) => audienceCounts(ctx.db, caller.esme, query.days, ctx.options.now()),
  }),
  campaignRoute({
    method: 'post',
    path: `${WHATSAPP_CAMPAIGN_BASE}/contact-scrubbing`,
    summary: 'Checks up to 1,000 numbers: valid (E.164), invalid, or opted out of this account.',
    body: contactScrubbingRequest,
    response: contactScrubbingResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, body }) => {
      const normalised = body.phones.map((input) => ({ input, phone: normalise(input) }));
      const valid = normalised.flatMap((entry) => (entry.phone ? [entry.phone] : []));
      const opted = new Set(
        (await ctx.db.query<{ phone: string }>('select phone from opt_outs where esme = $1 and phone = any($2::text[])', [caller.esme, valid])).map((row) => row.phone),
      );
      return {
        results: normalised.map(({ input, phone }) => ({ input, phone, status: phone === null ? ('INVALID' as const) : opted.has(phone) ? ('OPTED_OUT' as const) : ('VALID' as const) })),
      };
    },
  }),
];
