import { z } from 'zod';

/**
 * The calls of spec §7 "WhatsApp sign-up and profile", under the campaign base (`/api/campaign`),
 * and the sandbox social-login dialog's own call. The server takes the account from the session and
 * refuses an `esme_id` / `esmeaddr` that is not it.
 */

export const SIGNUP_BASE = '/api/campaign/signup/api/v1.0';
export const PROFILE_BASE = '/api/campaign/v1.0/profile';
/** Where our server serves the sandbox social-login SDK, its consent dialog and its code call. */
export const SOCIAL_LOGIN_SANDBOX_BASE = '/api/sandbox/social-login';

/** Meta's app, WABA, number and user ids are digits. */
export const providerId = z.string().regex(/^\d{1,32}$/, 'Digits only.');

/** The two apps embedded sign-up can connect (spec §2 home cards, §3 ESB feature types). */
export const signupApp = z.enum(['smart_messaging', 'click_to_whatsapp']);
export type SignupApp = z.infer<typeof signupApp>;

/** POST {campaign}/signup/api/v1.0/customers: spec §3 "Sign-up payload". */
export const signupRequest = z.object({
  user_id: z.string().max(100),
  esme_id: z.coerce.number().int().positive(),
  name: z.string().max(200),
  expires_in: z.coerce.number().int().min(0),
  graph_domain: z.string().max(50),
  data_access_expiration_time: z.coerce.number().int().min(0),
  description: z.string().max(500),
  access_token: z.string().max(4000).nullable(),
  signed_request: z.string().max(4000).nullable(),
  code: z.string().min(1, 'The auth code is required.').max(2000),
  client_id: providerId,
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const wabaDataRow = z.object({ waba_id: z.string(), status: z.string() });
export type WabaDataRow = z.infer<typeof wabaDataRow>;

/** `result` 200 with `waba_data` is success (spec §5); any other result carries the provider's reason. */
export const signupResponse = z.object({
  result: z.int(),
  waba_data: z.array(wabaDataRow).optional(),
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponse>;

/** The sandbox consent dialog asks our server for a code when the user continues. */
export const socialLoginCodeRequest = z.object({ app_id: providerId });
export const socialLoginCodeResponse = z.object({ code: z.string(), user_id: z.string(), expires_in: z.int() });
