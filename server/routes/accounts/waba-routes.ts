import { syncPhoneNumberRequest, syncPhoneNumberResponse, WABA_BASE } from '@/api/contracts/whatsapp-waba';
import type { AnyRoute } from '../../http/route';
import { providerOf } from '../campaign/templates/provider-calls';
import { accountsRoute } from './accounts-route';
import { syncWabaNumbers } from './sync-phone-numbers';

/** Spec §7's WABA calls for the number pages (docs/api.md "WhatsApp WABA calls"). */
export const wabaRoutes: AnyRoute[] = [
  accountsRoute({
    method: 'post',
    path: `${WABA_BASE}/syncPhoneNumber`,
    need: 'numbers',
    summary:
      "Reads the WABA's phone numbers from the provider (`GET /{waba-id}/phone_numbers`: display number, verified name, status, quality rating, messaging-limit tier, throughput) and brings them into ours: numbers added in WhatsApp Manager are stored, changed ones updated, the portfolio's messaging limit set to the tier reported. Answers the counts and the limit.",
    body: syncPhoneNumberRequest,
    response: syncPhoneNumberResponse,
    errors: [400, 401, 403, 404, 502],
    handle: async ({ ctx, caller, body }) => syncWabaNumbers(ctx.db, providerOf(ctx), { esme: caller.esme, wabaId: body.wabaId, at: ctx.options.now() }),
  }),
];
