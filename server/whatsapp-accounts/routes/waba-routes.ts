import { assignSystemUserRequest, NUMBERS_BY_WABA_PATH, numbersByWabaParams, numbersByWabaResponse, assignSystemUserResponse, registerWebhookRequest, registerWebhookResponse, syncPhoneNumberRequest, syncPhoneNumberResponse, WABA_BASE } from '@/api/contracts/whatsapp-waba';
import { ApiError, notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { providerOf, atMeta } from '../../channel/provider-answers';
import { isNumberOfWaba, wabaDetailsOf } from '../numbers-repo';
import { ownWabaPortfolio, syncWabaNumbers } from '../services/sync-phone-numbers';
import { routeFamily } from '../../platform/access/route-families';

/** Spec §7's WABA calls for the number pages (docs/api.md "WhatsApp WABA calls"). */
export const wabaRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.accounts('numbers'),
    method: 'post',
    path: `${WABA_BASE}/syncPhoneNumber`,
    summary:
      "Reads the WABA's phone numbers from the provider (`GET /{waba-id}/phone_numbers`: display number, verified name, status, quality rating, messaging-limit tier, throughput) and brings them into ours: numbers added in WhatsApp Manager are stored, changed ones updated, the portfolio's messaging limit set to the tier reported. Answers the counts and the limit.",
    body: syncPhoneNumberRequest,
    response: syncPhoneNumberResponse,
    errors: [400, 401, 403, 404, 502],
    handle: async ({ ctx, caller, body }) => syncWabaNumbers(ctx.db, providerOf(ctx.templateProvider), { esme: caller.esme, wabaId: body.wabaId, at: ctx.options.now() }),
  }),
  defineRoute({
    ...routeFamily.accounts('numbers'),
    method: 'post',
    path: `${WABA_BASE}/registerWebhook`,
    summary:
      "Subscribes our app to the WABA's webhooks (`POST /{waba-id}/subscribed_apps`). With `overrideCallback`, Meta sends this WABA's webhooks to this server's own WhatsApp webhook (override_callback_uri with our verify token; Meta checks it answers first); without, to the app's callback. With `phoneNumberId` (a number of that WABA) it sets that number's own override instead (`POST /{phone-number-id}` with `webhook_configuration`, which Meta prefers over the WABA's), or removes it without `overrideCallback`. 502 when overriding on a server with no WhatsApp webhook configured, as without a provider.",
    body: registerWebhookRequest,
    response: registerWebhookResponse,
    errors: [400, 401, 403, 404, 502],
    handle: async ({ ctx, caller, body }) => {
      await ownWabaPortfolio(ctx.db, caller.esme, body.wabaId);
      const provider = providerOf(ctx.templateProvider);
      const phoneNumberId = body.phoneNumberId;
      if (phoneNumberId) {
        if (!(await isNumberOfWaba(ctx.db, caller.esme, body.wabaId, phoneNumberId))) throw notFound('No such number in this WhatsApp Business Account.');
      }
      if (!body.overrideCallback) {
        if (phoneNumberId) {
          await atMeta("remove the number's webhook override", () => provider.overrideNumberCallback(phoneNumberId, null));
          return { success: true as const, callbackUrl: null };
        }
        await atMeta('subscribe the app', () => provider.subscribeApp(body.wabaId));
        return { success: true as const, callbackUrl: null };
      }
      const verifyToken = ctx.options.webhooks.whatsapp?.verifyToken;
      const callbackUri = ctx.options.whatsappWebhookUrl;
      if (!verifyToken || !callbackUri) throw new ApiError('outboundFailed', 'This server has no WhatsApp webhook of its own to point the WABA at.');
      if (phoneNumberId) await atMeta("override the number's webhook", () => provider.overrideNumberCallback(phoneNumberId, { callbackUri, verifyToken }));
      else await atMeta('subscribe the app', () => provider.subscribeApp(body.wabaId, { callbackUri, verifyToken }));
      return { success: true as const, callbackUrl: callbackUri };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('numbers'),
    method: 'post',
    path: `${WABA_BASE}/assignSystemUser`,
    summary:
      "Gives our system user (WHATSAPP_SYSTEM_USER_ID) the customer's WABA with MANAGE (`POST /{waba-id}/assigned_users`), sent with the WABA's own business token from embedded sign-up; from then on Meta answers the system user's token on that WABA too. 502 when Meta refuses or no system user is configured.",
    body: assignSystemUserRequest,
    response: assignSystemUserResponse,
    errors: [400, 401, 403, 404, 502],
    handle: async ({ ctx, caller, body }) => {
      await ownWabaPortfolio(ctx.db, caller.esme, body.wabaId);
      const provider = providerOf(ctx.templateProvider);
      const systemUserId = ctx.options.whatsappSystemUserId;
      if (!systemUserId) throw new ApiError('outboundFailed', 'No system user is configured on this server (WHATSAPP_SYSTEM_USER_ID).');
      await atMeta('assign the system user', () => provider.assignSystemUser(body.wabaId, systemUserId));
      return { success: true as const, systemUserId };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('numbers'),
    method: 'get',
    path: NUMBERS_BY_WABA_PATH,
    summary: "One WABA's numbers (display number, verified name, status, quality, messaging limit, throughput) as syncPhoneNumber and Meta's webhooks last left them; another account's WABA is a 404.",
    params: numbersByWabaParams,
    response: numbersByWabaResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      const waba = (await wabaDetailsOf(ctx.db, caller.esme)).find((candidate) => candidate.wabaId === params.id);
      if (!waba) throw notFound('No such WhatsApp Business Account in your account.');
      return { wabaId: waba.wabaId, numbers: waba.numbers };
    },
  }),
];
