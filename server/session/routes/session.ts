import { ipValidationQuery, ipValidationResponse } from '@/api/contracts/auth';
import {
  checkFlagQuery,
  checkFlagResponse,
  keepaliveResponse,
  userStatusRequest,
  userStatusResponse,
  verifyRequest,
  verifyResponse,
} from '@/api/contracts/session';
import { isIpAllowed } from '../../platform/auth/ip-policy';
import { extendSession, findSessionById, findSessionByToken, isLive } from '../../platform/auth/session-store';
import { ApiError } from '../../platform/api-error';
import { clientIp } from '../../platform/http/client-ip';
import { defineRoute } from '../../platform/http/route';
import { findAccount } from '../../users/accounts-repo';
import { findProfile } from '../../users/profiles-repo';
import { findUserInScope } from '../../users/users-repo';
import { anySignedIn, openToAnyone, tokenInRequest } from '../../platform/access/route-access';
import { routeRules } from '../../platform/access/route-rules';

const TAG = 'Session';

export const verifyToken = defineRoute({
  method: 'post',
  path: '/api/bot/verify',
  tag: TAG,
  summary: 'Verifies the session values of a sign-in address; answers the permission profile.',
  who: 'Anyone holding the token; the body carries the credentials. `profile_name` is informational: the user\'s actual profile is answered.',
  access: tokenInRequest,
  body: verifyRequest,
  response: verifyResponse,
  errors: [400, 401],
  async handle({ ctx, body }) {
    const session = await findSessionByToken(ctx.db, body.token);
    const matches =
      session &&
      isLive(session, ctx.options.now()) &&
      session.id === body.session &&
      session.username.toLowerCase() === body.uname.toLowerCase() &&
      String(session.esme) === body.esme;
    if (!matches) throw new ApiError('verificationFailed', 'These session values are not valid.');
    const user = await findUserInScope(ctx.db, session.user_id, session.esme);
    const profile = await findProfile(ctx.db, user?.profile_id ?? null);
    return { status: 200, profile_details: profile?.data ?? null, profile_id: profile?.id ?? null };
  },
});

export const userStatus = defineRoute({
  method: 'post',
  path: '/api/bot/userstatus',
  tag: TAG,
  summary: 'Whether the session is still usable: inactive once it expired, was revoked or its user was disabled.',
  who: 'Anyone; an unknown token is simply inactive. `id` and `esme` are the account id the console stores.',
  access: openToAnyone,
  body: userStatusRequest,
  response: userStatusResponse,
  errors: [400],
  async handle({ ctx, body }) {
    const session = await findSessionByToken(ctx.db, body.token);
    const active = session && isLive(session, ctx.options.now()) && String(session.esme) === body.esme && body.id === body.esme;
    return { status: active ? ('active' as const) : ('inactive' as const) };
  },
});

export const keepalive = defineRoute({
  method: 'post',
  path: '/api/keepalive',
  tag: TAG,
  summary: 'Slides the session expiry while the user is active. No body.',
  who: 'Any signed-in user.',
  access: anySignedIn,
  response: keepaliveResponse,
  errors: [401],
  async handle({ ctx, auth }) {
    const expiresAt = new Date(ctx.options.now().getTime() + ctx.options.sessionTtlSeconds * 1000);
    await extendSession(ctx.db, auth.sessionId, expiresAt);
    return { status: 200, expires_at: expiresAt.toISOString() };
  },
});

export const checkFlag = defineRoute({
  method: 'get',
  path: '/api/bot/checkflag',
  tag: TAG,
  summary: 'flag is true when the session was cleared (signed out, replaced by a clearsess sign-in, expired or unknown).',
  who: 'Anyone holding the session id.',
  access: tokenInRequest,
  query: checkFlagQuery,
  response: checkFlagResponse,
  errors: [400],
  async handle({ ctx, query }) {
    const session = await findSessionById(ctx.db, query.id);
    return { flag: !(session && isLive(session, ctx.options.now())) };
  },
});

export const ipValidation = defineRoute({
  method: 'get',
  path: '/api/campaign/rcs/ipvalidation',
  tag: TAG,
  summary: "Checks the caller's IP address against the account's policy (any address, or an allow-list of addresses and IPv4 CIDR ranges).",
  who: "Any signed-in user for its own account; role 0 and 2 callers who may open customer sessions also for the customer's account (the console checks it before it switches to the customer session).",
  access: routeRules.ownAccountOrCustomers,
  query: ipValidationQuery,
  response: ipValidationResponse,
  errors: [400, 401, 403],
  async handle({ c, ctx, query }) {
    const account = await findAccount(ctx.db, query.esmeaddr);
    if (!account) return { status: 'failure', reason: 'Unknown account.' };
    if (account.ip_policy === 'any') return { status: 'success' };
    const ip = clientIp(c, ctx.options.trustProxy);
    if (!ip) return { status: 'failure', reason: 'Your IP address could not be determined.' };
    if (isIpAllowed(ip, account.allowed_ips)) return { status: 'success' };
    return { status: 'failure', reason: `Access from IP address ${ip} is not allowed for this account.` };
  },
});

export const sessionRoutes = [verifyToken, userStatus, keepalive, checkFlag, ipValidation];
