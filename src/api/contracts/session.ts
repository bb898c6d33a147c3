// zod/mini: these contracts sit on the sign-in page, where classic zod would cost 18 KB more.
import * as z from 'zod/mini';
import { permissionProfile } from './auth';

const required = () => z.string().check(z.minLength(1));
const requiredCoerced = () => z.coerce.string().check(z.minLength(1));
const bounded = (max: number) => z.string().check(z.maxLength(max));

/** POST {bot}verify */
export const verifyRequest = z.object({
  uname: required(),
  session: required(),
  token: required(),
  esme: requiredCoerced(),
  profile_name: z.optional(z.string()),
});
export const verifyResponse = z.object({
  status: z.int(),
  profile_details: z.optional(z.nullable(permissionProfile)),
  profile_id: z.optional(z.nullable(z.string())),
});

/** POST {bot}userstatus */
export const userStatusRequest = z.object({ id: requiredCoerced(), token: required(), esme: requiredCoerced() });
export const userStatusResponse = z.object({ status: z.enum(['active', 'inactive']) });

/** POST {base}getToken: an access token for the reports application. */
export const getTokenRequest = z.object({
  username: required(),
  esmeaddr: requiredCoerced(),
  sessionId: required(),
  hostName: required(),
  appName: required(),
});
export const getTokenResponse = z.object({ accesstoken: z.string() });

/** POST {base}reportsLogout; the console does not read the answer. */
export const reportsLogoutRequest = z.object({ sessionId: required(), hostName: required() });
export const reportsLogoutResponse = z.object({ status: z.int() });

/** POST {bot}api/logconfig: a client-side log entry (spec §3). */
export const logEntry = z.object({
  reason: bounded(2000),
  status: bounded(100),
  payload: bounded(20000),
  user_agent: bounded(500),
  domain: bounded(500),
  session_id: bounded(200),
  uname: bounded(200),
  esmeaddr: z.coerce.string().check(z.maxLength(50)),
  ctime: bounded(50),
});
export const logEntryResponse = z.object({ status: z.int() });

/** POST {bot}timezone */
export const timezoneRequest = z.object({ esmeAddr: requiredCoerced() });
export const timezoneResponse = z.object({ timezone: z.string() });

/** GET {bot}checkflag?id={session}: whether the session was flagged to be cleared elsewhere. */
export const checkFlagQuery = z.object({ id: required() });
export const checkFlagResponse = z.object({ flag: z.boolean() });

/** GET {base}getwllogo?esmeAddr= */
export const whiteLabelLogoQuery = z.object({ esmeAddr: requiredCoerced() });
export const whiteLabelLogoResponse = z.union([z.object({ wl_logo: z.string() }), z.object({ error: z.string() })]);

/** POST keepalive while the user is active (no body); slides the session's expiry. */
export const keepaliveResponse = z.object({ status: z.int(), expires_at: z.optional(z.string()) });

/** POST client error report (the error-reporting sink). */
export const clientErrorReport = z.object({
  message: bounded(2000),
  // An HTTP status, or 0 for a request that got no answer; a larger number does not fit the column and answered 500.
  status: z.optional(z.int().check(z.minimum(0), z.maximum(999))),
  url: z.optional(bounded(2000)),
  method: z.optional(bounded(10)),
  stack: z.optional(bounded(20000)),
});
export const clientErrorResponse = z.object({ status: z.int() });
