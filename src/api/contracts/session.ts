import { z } from 'zod';
import { permissionProfile } from './auth';

/** POST {bot}verify */
export const verifyRequest = z.object({
  uname: z.string().min(1),
  session: z.string().min(1),
  token: z.string().min(1),
  esme: z.coerce.string().min(1),
  profile_name: z.string().optional(),
});
export const verifyResponse = z.object({
  status: z.number().int(),
  profile_details: permissionProfile.nullable().optional(),
  profile_id: z.string().nullable().optional(),
});

/** POST {bot}userstatus */
export const userStatusRequest = z.object({ id: z.coerce.string().min(1), token: z.string().min(1), esme: z.coerce.string().min(1) });
export const userStatusResponse = z.object({ status: z.enum(['active', 'inactive']) });

/** POST {base}getToken: an access token for the reports application. */
export const getTokenRequest = z.object({
  username: z.string().min(1),
  esmeaddr: z.coerce.string().min(1),
  sessionId: z.string().min(1),
  hostName: z.string().min(1),
  appName: z.string().min(1),
});
export const getTokenResponse = z.object({ accesstoken: z.string() });

/** POST {base}reportsLogout; the console does not read the answer. */
export const reportsLogoutRequest = z.object({ sessionId: z.string().min(1), hostName: z.string().min(1) });
export const reportsLogoutResponse = z.object({ status: z.number().int() });

/** POST {bot}api/logconfig: a client-side log entry (spec §3). */
export const logEntry = z.object({
  reason: z.string().max(2000),
  status: z.string().max(100),
  payload: z.string().max(20000),
  user_agent: z.string().max(500),
  domain: z.string().max(500),
  session_id: z.string().max(200),
  uname: z.string().max(200),
  esmeaddr: z.coerce.string().max(50),
  ctime: z.string().max(50),
});
export const logEntryResponse = z.object({ status: z.number().int() });

/** POST {bot}timezone */
export const timezoneRequest = z.object({ esmeAddr: z.coerce.string().min(1) });
export const timezoneResponse = z.object({ timezone: z.string() });

/** GET {bot}checkflag?id={session}: whether the session was flagged to be cleared elsewhere. */
export const checkFlagQuery = z.object({ id: z.string().min(1) });
export const checkFlagResponse = z.object({ flag: z.boolean() });

/** GET {base}getwllogo?esmeAddr= */
export const whiteLabelLogoQuery = z.object({ esmeAddr: z.coerce.string().min(1) });
export const whiteLabelLogoResponse = z.union([z.object({ wl_logo: z.string() }), z.object({ error: z.string() })]);

/** POST keepalive while the user is active (no body); slides the session's expiry. */
export const keepaliveResponse = z.object({ status: z.number().int(), expires_at: z.string().optional() });

/** POST client error report (the error-reporting sink). */
export const clientErrorReport = z.object({
  message: z.string().max(2000),
  status: z.number().int().optional(),
  url: z.string().max(2000).optional(),
  method: z.string().max(10).optional(),
  stack: z.string().max(20000).optional(),
});
export const clientErrorResponse = z.object({ status: z.number().int() });
