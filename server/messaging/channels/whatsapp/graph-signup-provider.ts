import { z } from 'zod';
import type { SignedUpBusiness, SignupProvider } from './signup-provider';
import { ProviderError } from '../../../channel/channel';
import { readProviderJson, requestProvider } from '../provider-request';
import { graphErrorBody } from './cloud-api-types';
import { createNumberRegistrationClient } from './number-registration-client';

export interface GraphSignupOptions {
  /** `https://graph.facebook.com` (WHATSAPP_API_BASE). */
  baseUrl: string;
  graphApiVersion: string;
  appSecrets: Readonly<Record<string, string>>;
  registrationPin?: string;
  /** Injected for tests; the platform's fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const debugAnswer = z.object({
  data: z.object({
    is_valid: z.boolean().optional(),
    granular_scopes: z.array(z.object({ scope: z.string(), target_ids: z.array(z.string()).optional() })).optional(),
  }),
});
const wabaAnswer = z.object({ id: z.string(), name: z.string().optional(), account_review_status: z.string().optional() });
const numbersAnswer = z.object({
  data: z.array(z.object({ id: z.string(), display_phone_number: z.string(), verified_name: z.string().optional(), platform_type: z.string().optional(), status: z.string().optional() })),
});
const successAnswer = z.object({ success: z.literal(true) });

const NUMBER_FIELDS = 'id,display_phone_number,verified_name,status,platform_type';

/** Meta's display number ("+1 555-123-4567", "15551234567") in E.164 with the plus. */
const e164 = (display: string) => `+${display.replace(/[^\d]/g, '')}`;

/**
 * Embedded sign-up's code exchange on Meta's Graph API, as Meta documents it for Tech Providers:
 * the code (FB.login with response_type code) for the business token at `oauth/access_token`; the
 * WABA the customer shared from `debug_token`'s granular scope `whatsapp_business_management`
 * (newest first); its name and review status; its phone numbers; our app subscribed to its
 * webhooks (`subscribed_apps`); and the number registered for the Cloud API when Meta has it
 * unregistered and a PIN is configured. A Graph error becomes the refusal's message with its code.
 */
export function createGraphSignupProvider(options: GraphSignupOptions): SignupProvider {
  const doFetch = options.fetch ?? fetch;
  const root = `${options.baseUrl.replace(/\/+$/, '')}/${options.graphApiVersion}`;

  async function graph<T>(schema: z.ZodType<T>, what: string, path: string, init: { token: string; query?: Record<string, string>; post?: boolean }): Promise<T> {
    const url = `${root}/${path}${init.query ? `?${new URLSearchParams(init.query).toString()}` : ''}`;
    let json: unknown;
    let response: Response;
    try {
      response = await requestProvider(doFetch, url, { method: init.post ? 'POST' : 'GET', headers: { authorization: `Bearer ${init.token}` }, timeoutMs: options.timeoutMs ?? 15_000 });
      json = await readProviderJson(response);
    } catch (error) {
      throw new ProviderError(0, `Meta could not be reached (${what}): ${error instanceof ProviderError ? error.title : String(error)}`, false);
    }
    if (!response.ok) {
      const refusal = graphErrorBody.safeParse(json);
      if (!refusal.success) throw new ProviderError(0, `Meta answered HTTP ${response.status} to ${what}`, false);
      throw new ProviderError(refusal.data.error.code, refusal.data.error.message, false);
    }
    const answer = schema.safeParse(json);
    if (!answer.success) throw new ProviderError(0, `Meta's answer to ${what} has an unexpected shape`, false);
    return answer.data;
  }

  return {
    label: 'meta',
    async exchange(tx, { code, appId, businessName, chosen, mmLiteFor }) {
      const secret = options.appSecrets[appId];
      if (!secret) return { ok: false, message: `App ${appId} is not set up for embedded sign-up on this server.` };
      try {
        // The code was issued to this app by the login dialog; it is exchanged once, server to server.
        const { access_token: token } = await graph(tokenAnswer, 'the code exchange', 'oauth/access_token', { token: `${appId}|${secret}`, query: { client_id: appId, client_secret: secret, code } });
        const debug = await graph(debugAnswer, 'the token check', 'debug_token', { token: `${appId}|${secret}`, query: { input_token: token } });
        const shared = debug.data.granular_scopes?.find((scope) => scope.scope === 'whatsapp_business_management')?.target_ids ?? [];
        // The dialog's session info names what the customer picked; a business may have shared several before.
        const wabaId = chosen?.wabaId ?? shared[0];
        if (!wabaId) return { ok: false, message: 'The sign-up did not share a WhatsApp Business Account with our app. Please sign up again and choose one.' };
        if (!shared.includes(wabaId)) return { ok: false, message: `The WhatsApp Business Account ${wabaId} picked in the sign-up was not shared with our app. Please sign up again.` };
        const waba = await graph(wabaAnswer, 'the WhatsApp Business Account', encodeURIComponent(wabaId), { token, query: { fields: 'id,name,account_review_status' } });
        const numbers = await graph(numbersAnswer, 'the phone numbers', `${encodeURIComponent(wabaId)}/phone_numbers`, { token, query: { fields: NUMBER_FIELDS } });
        const number = chosen?.phoneNumberId ? numbers.data.find((candidate) => candidate.id === chosen.phoneNumberId) : numbers.data[0];
        if (chosen?.phoneNumberId && !number) return { ok: false, message: `The phone number picked in the sign-up is not in the WhatsApp Business Account ${waba.name ?? wabaId}. Please sign up again.` };
        if (!number) return { ok: false, message: `The WhatsApp Business Account ${waba.name ?? wabaId} has no phone number yet. Add one in WhatsApp Manager, then sign up again.` };
        const [holder] = await tx.query<{ esme: number | string }>('select esme from wabas where id = $1', [wabaId]);
        if (holder && mmLiteFor !== undefined && Number(holder.esme) === mmLiteFor) {
          // The account's own WABA, subscribed and registered at its first sign-up: only the onboarding is new.
          const business: SignedUpBusiness = {
            waba: { id: wabaId, name: waba.name ?? `${businessName} WABA`, status: waba.account_review_status === 'APPROVED' ? 'APPROVED' : 'PENDING' },
            number: { id: number.id, displayNumber: e164(number.display_phone_number), verifiedName: number.verified_name ?? businessName, status: 'CONNECTED' },
            accessToken: token,
            held: true,
          };
          return { ok: true, business };
        }
        const [taken] = await tx.query('select 1 from sender_numbers where id = $1 union all select 1 from wabas where id = $2', [number.id, wabaId]);
        if (taken) return { ok: false, message: `The number ${e164(number.display_phone_number)} is already connected on this server.` };
        await graph(successAnswer, 'the webhook subscription', `${encodeURIComponent(wabaId)}/subscribed_apps`, { token, post: true });
        let connected = number.platform_type === 'CLOUD_API';
        if (!connected && options.registrationPin) {
          await createNumberRegistrationClient({ baseUrl: options.baseUrl, graphApiVersion: options.graphApiVersion, accessToken: token, fetch: doFetch }).register(number.id, options.registrationPin);
          connected = true;
        }
        const business: SignedUpBusiness = {
          waba: { id: wabaId, name: waba.name ?? `${businessName} WABA`, status: waba.account_review_status === 'APPROVED' ? 'APPROVED' : 'PENDING' },
          number: { id: number.id, displayNumber: e164(number.display_phone_number), verifiedName: number.verified_name ?? businessName, status: connected ? 'CONNECTED' : 'PENDING' },
          accessToken: token,
        };
        return { ok: true, business };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        // Code 0: Meta did not answer, or not in its own words; the dialog's code may be spent, so the user starts again.
        if (error.code === 0) return { ok: false, message: `${error.title}. Nothing was stored; please sign up again in a minute.` };
        return { ok: false, message: `Meta refused the sign-up: ${error.title} (code ${error.code})` };
      }
    },
  };
}
