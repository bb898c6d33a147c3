import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  SIGNUP_BASE,
  SOCIAL_LOGIN_SANDBOX_BASE,
  signupRequest,
  signupResponse,
  socialLoginCodeRequest,
  socialLoginCodeResponse,
  type SignupResponse,
} from '@/api/contracts/whatsapp-accounts';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import type { Queryable } from '../../platform/db/db';
import { sandboxDialogHtml, sandboxDialogScript } from '../../messaging/sandbox/social-login/sandbox-dialog';
import { sandboxSdkScript } from '../../messaging/sandbox/social-login/sandbox-sdk-script';
import { issueSandboxCode } from '../../messaging/sandbox/social-login/sandbox-signup-provider';
import type { SignedUpBusiness } from '../../messaging/channels/whatsapp/signup-provider';
import { openToAnyone } from '../../platform/access/route-access';
import { routeFamily } from '../../platform/access/route-families';
import type { Caller } from '../../platform/access/caller';
import { findAccount } from '../../users/accounts-repo';
import { markWabaMmLiteOnboarded, savePortfolio, saveSignedUpWaba } from '../wabas-repo';
import { saveSignedUpNumber } from '../numbers-repo';
import { recordSignupEvent } from '../signup-events-repo';

const SANDBOX_TAG = 'Sandbox social login';
const SANDBOX_WHO = 'Anyone: it stands in for the social-login provider, which does not know our sessions. Labelled SANDBOX everywhere it shows.';

async function record(tx: Queryable, caller: Caller, appId: string, answer: SignupResponse, now: Date) {
  await recordSignupEvent(tx, { esme: caller.esme, userId: caller.userId, appId, result: answer.result, wabaId: answer.waba_data?.[0]?.waba_id ?? null, message: answer.message, at: now });
}

/** `mmLite`: the dialog ran with featureType marketing_messages_lite, so the WABA is onboarded to it (spec §3 MMLITE). */
async function storeBusiness(tx: Queryable, esme: number, business: SignedUpBusiness, now: Date, mmLite: boolean) {
  const portfolioId = randomUUID();
  await savePortfolio(tx, { id: portfolioId, esme, name: `${business.number.verifiedName} portfolio`, at: now });
  await saveSignedUpWaba(tx, { id: business.waba.id, esme, portfolioId, name: business.waba.name, status: business.waba.status, at: now, mmLiteOnboardedOn: mmLite ? now : null });
  await saveSignedUpNumber(tx, { id: business.number.id, esme, wabaId: business.waba.id, displayNumber: business.number.displayNumber, verifiedName: business.number.verifiedName, status: business.number.status, at: now });
}

const signup = defineRoute({
  ...routeFamily.accounts('signup'),
  method: 'post',
  path: `${SIGNUP_BASE}/customers`,
  summary:
    "Embedded sign-up's last step: exchanges the social-login auth code with the provider (the labelled sandbox by default; Meta's Graph API when the config's embeddedSignup.sandbox is false) and stores the WABA and number it connected for the account; with `feature_type` marketing_messages_lite (the smart-messaging app's dialog) the WABA is onboarded to Marketing Messages Lite, also one the account already holds (that dialog may pick an existing WABA; another account's is still refused). `result` 200 with `waba_data` is success; another result carries the provider's reason.",
  body: signupRequest,
  response: signupResponse,
  errors: [400, 401, 403],
  async handle({ ctx, body, caller }) {
    const now = ctx.options.now();
    const account = await findAccount(ctx.db, caller.esme);
    // The exchange talks to the provider (up to five Graph calls): outside the transaction, which on
    // PGlite holds the only connection, so a slow Meta never stalls every other request; and the
    // sandbox provider, which spends its codes in this database, can reach it meanwhile.
    const chosen = body.waba_id ? { chosen: { wabaId: body.waba_id, ...(body.phone_number_id ? { phoneNumberId: body.phone_number_id } : {}) } } : {};
    const mmLite = body.feature_type === 'marketing_messages_lite';
    const exchange = await ctx.options.signupProvider.exchange(ctx.db, { code: body.code, appId: body.client_id, businessName: account?.name ?? `Account ${caller.esme}`, now, ...chosen, ...(mmLite ? { mmLiteFor: caller.esme } : {}) });
    return ctx.db.transaction(async (tx) => {
      const answer: SignupResponse = exchange.ok
        ? { result: 200, waba_data: [{ waba_id: exchange.business.waba.id, status: exchange.business.waba.status }], message: 'Signup successful!' }
        : { result: 400, message: exchange.message };
      if (exchange.ok) {
        // A WABA the account holds (Marketing Messages Lite's sign-up may pick one) is onboarded; its first signature's date stays.
        if (exchange.business.held) await markWabaMmLiteOnboarded(tx, caller.esme, exchange.business.waba.id, now);
        else await storeBusiness(tx, caller.esme, exchange.business, now, mmLite);
        const { accessToken } = exchange.business;
        if (accessToken && !(await ctx.options.businessTokens.store(tx, exchange.business.waba.id, accessToken, now))) {
          ctx.logger.warn({ wabaId: exchange.business.waba.id }, "WHATSAPP_TOKEN_KEY is unset: the WABA's business token is not kept, so its calls use the system user's token");
        }
      }
      await record(tx, caller, body.client_id, answer, now);
      return answer;
    });
  },
});

/** A script or page built here, as the provider's CDN would serve it. */
const servedFile = z.custom<Response>((value) => value instanceof Response).meta({ type: 'string' });
const text = (body: string, type: string) => new Response(body, { headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' } });

const sdk = defineRoute({
  method: 'get',
  path: `${SOCIAL_LOGIN_SANDBOX_BASE}/sdk.js`,
  tag: SANDBOX_TAG,
  summary: "The sandbox social-login SDK: Facebook's JS SDK surface that embedded sign-up uses (FB.init, getLoginStatus, logout, login with response_type code), as JavaScript.",
  who: SANDBOX_WHO,
  access: openToAnyone,
  response: servedFile,
  contentType: 'text/javascript',
  errors: [],
  handle: async () => text(sandboxSdkScript, 'text/javascript'),
});

const dialogQuery = z.object({ app_id: z.string().regex(/^\d{1,32}$/, 'Digits only.'), feature_type: z.string().max(64).optional() });

const dialog = defineRoute({
  method: 'get',
  path: `${SOCIAL_LOGIN_SANDBOX_BASE}/dialog`,
  tag: SANDBOX_TAG,
  summary: 'The sandbox consent dialog FB.login opens: Continue (an auth code), Finish without an auth code, or Cancel. HTML.',
  who: SANDBOX_WHO,
  access: openToAnyone,
  query: dialogQuery,
  response: servedFile,
  contentType: 'text/html',
  errors: [400],
  handle: async ({ ctx, query }) => {
    const apps = ctx.config.embeddedSignup?.appIds;
    const appName = query.app_id === apps?.clickToWhatsapp ? 'Click to WhatsApp' : query.app_id === apps?.smartMessaging ? 'Smart Messaging' : `App ${query.app_id}`;
    return text(sandboxDialogHtml(query.app_id, appName, '', query.feature_type), 'text/html');
  },
});

const dialogScript = defineRoute({
  method: 'get',
  path: `${SOCIAL_LOGIN_SANDBOX_BASE}/dialog.js`,
  tag: SANDBOX_TAG,
  summary: "The consent dialog's script (our CSP allows no inline script).",
  who: SANDBOX_WHO,
  access: openToAnyone,
  response: servedFile,
  contentType: 'text/javascript',
  errors: [],
  handle: async () => text(sandboxDialogScript, 'text/javascript'),
});

const codes = defineRoute({
  method: 'post',
  path: `${SOCIAL_LOGIN_SANDBOX_BASE}/codes`,
  tag: SANDBOX_TAG,
  summary: 'The consent dialog\'s "Continue": a one-time auth code for the app, valid ten minutes, exchanged by the sign-up call.',
  who: SANDBOX_WHO,
  access: openToAnyone,
  body: socialLoginCodeRequest,
  response: socialLoginCodeResponse,
  errors: [400],
  handle: async ({ ctx, body }) => issueSandboxCode(ctx.db, body.app_id, ctx.options.now()),
});

export const signupRoutes: AnyRoute[] = [signup, sdk, dialog, dialogScript, codes];
