import {
  PROFILE_BASE,
  SIGNUP_BASE,
  senderDetailsParams,
  senderDetailsResponse,
  senderMappingQuery,
  senderMappingResponse,
} from '@/api/contracts/whatsapp-accounts';
import { notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { listSenderNumbers, wabaDetailsOf } from '../numbers-repo';
import { routeFamily } from '../../platform/access/route-families';

export const numbersRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.accounts('numbers'),
    method: 'get',
    path: `${SIGNUP_BASE}/account_metrics/:esme/getSenderDetails`,
    summary: "The account's WABAs (review status, portfolio, messaging limit) and their numbers (display name, status, quality rating, messaging tier, throughput) as the provider last reported them.",
    params: senderDetailsParams,
    response: senderDetailsResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      if (params.esme !== caller.esme) throw notFound('No such account.');
      return { wabas: await wabaDetailsOf(ctx.db, caller.esme) };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('numbers'),
    method: 'get',
    path: `${PROFILE_BASE}/getEsmeSenderMappingDetails`,
    summary: "The account's WhatsApp numbers (channelId WABA) with their WABA, for choosing a number's profile.",
    query: senderMappingQuery,
    response: senderMappingResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller }) => {
      const rows = await listSenderNumbers(ctx.db, caller.esme);
      return { senders: rows.map((row) => ({ senderId: row.id, displayNumber: row.display_number, verifiedName: row.verified_name, wabaId: row.waba_id })) };
    },
  }),
];
