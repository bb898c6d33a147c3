import {
  addWabaIdRequest,
  addWabaIdResponse,
  updatePaymentMethodRequest,
  updatePaymentMethodResponse,
  updateWabaInfoRequest,
  updateWabaInfoResponse,
  VOICE_SETTINGS_PATH,
  voiceSettingsParams,
  voiceSettingsRequest,
  voiceSettingsResponse,
  WABA_BASE,
} from '@/api/contracts/whatsapp-waba';
import { ApiError, notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { renameWaba, storeAddedWaba, wabaHolder } from '../wabas-repo';
import { providerOf, atMeta } from '../../channel/provider-answers';
import { ownNumber } from '../numbers-repo';
import { ownWabaPortfolio, syncWabaNumbers } from '../services/sync-phone-numbers';
import { routeFamily } from '../../platform/access/route-families';

const held = () => new ApiError('wabaHeld', 'Another account holds this WhatsApp Business Account.');

/** Spec §7's account calls beside the WABA ones: add a WABA by id, rename it, its payment method, a number's calling (docs/api.md "WhatsApp WABA calls"). */
export const wabaAccountRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.accounts('signup'),
    method: 'post',
    path: `${WABA_BASE}/addWabaID`,
    summary:
      "Adds to the account a WABA our system user already reaches (shared with our business in WhatsApp Manager), by its id: reads its name and review status (`GET /{waba-id}`), stores it in a portfolio of its own, then its numbers as syncPhoneNumber does. A WABA the account holds already answers `added: false`; another account's is 409 `waba_held`; one Meta does not let us reach is 502.",
    body: addWabaIdRequest,
    response: addWabaIdResponse,
    errors: [400, 401, 403, 409, 502],
    handle: async ({ ctx, caller, body }) => {
      const before = await wabaHolder(ctx.db, body.wabaId);
      if (before && before.esme !== caller.esme) throw held();
      if (before) return { added: false, wabaId: body.wabaId, name: before.name, status: before.status, numbers: 0 };
      const provider = providerOf(ctx.templateProvider);
      // Meta first, outside any transaction: a slow Graph call must not hold PGlite's only connection.
      const waba = await atMeta('read the WhatsApp Business Account', () => provider.getWaba(body.wabaId));
      const name = waba.name?.trim() || `WhatsApp Business Account ${body.wabaId}`;
      const at = ctx.options.now();
      const stored = await ctx.db.transaction((tx) => storeAddedWaba(tx, { esme: caller.esme, wabaId: body.wabaId, name, reviewStatus: waba.account_review_status, at }));
      const now = await wabaHolder(ctx.db, body.wabaId);
      if (!now || now.esme !== caller.esme) throw held();
      if (!stored) return { added: false, wabaId: body.wabaId, name: now.name, status: now.status, numbers: 0 };
      const synced = await syncWabaNumbers(ctx.db, provider, { esme: caller.esme, wabaId: body.wabaId, at });
      return { added: true, wabaId: body.wabaId, name: now.name, status: now.status, numbers: synced.added };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('numbers'),
    method: 'post',
    path: `${WABA_BASE}/updateWabaInfo`,
    summary: "Renames the WABA as the console shows it (WABA Status, Cloud List, the template pages' WABA choice). Ours only: Meta's name of the WABA is WhatsApp Manager's to change.",
    body: updateWabaInfoRequest,
    response: updateWabaInfoResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      if (!(await renameWaba(ctx.db, caller.esme, body.wabaId, body.name))) throw notFound('No such WhatsApp Business Account in your account.');
      return { wabaId: body.wabaId, name: body.name };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('numbers'),
    method: 'post',
    path: `${WABA_BASE}/updatePaymentMethod`,
    summary:
      "Makes our business's credit line (WHATSAPP_CREDIT_LINE_ID) the WABA's payment method, billed in `currency` (`POST /{credit-line-id}/whatsapp_credit_sharing_and_attach?waba_id&waba_currency`, with the system user's token). Meta keeps the payment method; we do not. 502 when Meta refuses or no credit line is configured.",
    body: updatePaymentMethodRequest,
    response: updatePaymentMethodResponse,
    errors: [400, 401, 403, 404, 502],
    handle: async ({ ctx, caller, body }) => {
      await ownWabaPortfolio(ctx.db, caller.esme, body.wabaId);
      const creditLineId = ctx.options.whatsappCreditLineId;
      if (!creditLineId) throw new ApiError('outboundFailed', 'No credit line is configured on this server (WHATSAPP_CREDIT_LINE_ID).');
      const provider = providerOf(ctx.templateProvider);
      const attached = await atMeta('attach the credit line', () => provider.attachCreditLine(creditLineId, body.wabaId, body.currency));
      return { success: true as const, currency: body.currency, allocationConfigId: attached.allocation_config_id };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('numbers'),
    method: 'post',
    path: VOICE_SETTINGS_PATH,
    summary:
      "Turns WhatsApp voice calling on or off for one of the account's numbers, and whether the chat shows the call button (`POST /{phone-number-id}/settings` with `calling`). Meta keeps the setting. Another account's number is 404; 502 when Meta refuses.",
    params: voiceSettingsParams,
    body: voiceSettingsRequest,
    response: voiceSettingsResponse,
    errors: [400, 401, 403, 404, 502],
    handle: async ({ ctx, caller, params, body }) => {
      await ownNumber(ctx.db, caller.esme, params.phoneId);
      const provider = providerOf(ctx.templateProvider);
      await atMeta('change the calling settings', () =>
        provider.updateCallingSettings(params.phoneId, { status: body.status, ...(body.callIconVisibility ? { call_icon_visibility: body.callIconVisibility } : {}) }),
      );
      return { phoneId: params.phoneId, status: body.status, callIconVisibility: body.callIconVisibility ?? null };
    },
  }),
];
