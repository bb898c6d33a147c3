import {
  customerLoginRequest,
  customerLoginResponse,
  enterpriseLoginRequest,
  enterpriseLoginResponse,
  logoutRequest,
  logoutResponse,
  sandboxLoginQuery,
  sandboxLoginResponse,
} from '@/api/contracts/auth';
import { roleId } from '@/api/contracts/users';
import { decryptText, encryptText } from '@/api/crypto';
import { findRequestSession } from '../../platform/auth/auth-session';
import { consoleSignInUrl, ipNotice, loginData } from './login-data';
import { clearFailures, lockedUntil, recordFailure } from '../../platform/auth/login-throttle';
import { verifyPassword } from '../../platform/auth/passwords';
import { openSession, revokeSession, revokeUserSessions } from '../../platform/auth/session-store';
import type { ServerContext } from '../../platform/context';
import { ApiError, forbidden } from '../../platform/api-error';
import { defineRoute } from '../../platform/http/route';
import { findAccount } from '../../users/accounts-repo';
import { findProfile } from '../../users/profiles-repo';
import { revokeReportsTokens } from '../reports-tokens-repo';
import type { UserRow } from '../../users/rows';
import { findUserByUsername } from '../../users/users-repo';
import { SANDBOX_USERNAME } from '../../seed/demo-accounts';
import { openToAnyone, tokenInRequest } from '../../platform/access/route-access';
import { routeRules } from '../../platform/access/route-rules';

const TAG = 'Sign-in';
const YES = new Set(['true', '1', 'yes']);
/** `clearsess` asks for single-session sign-in: the user's other sessions end. */
const wantsClear = (clearsess: string | undefined) => YES.has((clearsess ?? '').trim().toLowerCase());

const invalidCredentials = () => new ApiError('invalidCredentials', 'Wrong username or password.');

/** Opens a session for `user` as itself and returns what the console stores. */
async function signInAs(ctx: ServerContext, user: UserRow, clearOthers: boolean) {
  const now = ctx.options.now();
  return ctx.db.transaction(async (tx) => {
    const account = await findAccount(tx, user.esme);
    if (!account) throw invalidCredentials();
    await clearFailures(tx, user.username);
    if (clearOthers) await revokeUserSessions(tx, user.id);
    const session = await openSession(tx, { userId: user.id, esme: user.esme, roleId: user.role_id, impersonatedBy: null, now, ttlSeconds: ctx.options.sessionTtlSeconds });
    const profile = await findProfile(tx, user.profile_id);
    return loginData({ user, account, profile, session, roleId: user.role_id, loginName: user.username });
  });
}

export const enterpriseLogin = defineRoute({
  method: 'post',
  path: '/api/auth/login',
  tag: TAG,
  summary: 'Enterprise sign-in with username and encrypted password; body.data is the encrypted session data.',
  who: 'Anyone. Five failures in a row lock the username for a few minutes (429).',
  access: openToAnyone,
  body: enterpriseLoginRequest,
  response: enterpriseLoginResponse,
  errors: [400, 401, 403, 429],
  async handle({ c, ctx, body }) {
    const key = ctx.config.cryptoKey;
    let password: string;
    try {
      password = decryptText(body.user_cred.password, key);
    } catch {
      throw new ApiError('invalidRequest', 'The password was not encrypted with the console key.', { 'user_cred.password': 'Not encrypted with the console key' });
    }
    const username = body.user_cred.userName;
    const now = ctx.options.now();
    const lockEnd = await lockedUntil(ctx.db, username, now);
    if (lockEnd) {
      c.header('Retry-After', String(Math.ceil((lockEnd.getTime() - now.getTime()) / 1000)));
      throw new ApiError('loginLocked', 'Too many failed sign-ins. Try again in a few minutes.');
    }
    const user = await findUserByUsername(ctx.db, username);
    const passwordOk = await verifyPassword(password, user?.password_hash);
    if (!user || !passwordOk || !user.active) {
      await recordFailure(ctx.db, username, now, { maxFailures: ctx.options.loginMaxFailures, lockSeconds: ctx.options.loginLockSeconds });
      throw invalidCredentials();
    }
    const data = await signInAs(ctx, user, wantsClear(body.clearsess));
    return { status: 200, body: { data: encryptText(JSON.stringify(data), key) } };
  },
});

export const sandboxLogin = defineRoute({
  method: 'get',
  path: '/api/auth/sandbox-login',
  tag: TAG,
  summary: 'Opens a session for the demo sandbox account and answers the console address that signs in with it. clearsess is accepted and ignored.',
  who: 'Anyone, unless the server runs with SANDBOX_LOGIN=off (403 sandbox_disabled).',
  access: openToAnyone,
  query: sandboxLoginQuery,
  response: sandboxLoginResponse,
  errors: [403],
  async handle({ ctx }) {
    const user = ctx.options.sandboxLogin ? await findUserByUsername(ctx.db, SANDBOX_USERNAME) : undefined;
    if (!user?.active) throw new ApiError('sandboxDisabled', 'Sandbox sign-in is not available.');
    // Every visitor shares the sandbox user, so clearsess must not end the other visitors' sessions.
    const data = await signInAs(ctx, user, false);
    return { body: { url: consoleSignInUrl(data) } };
  },
});

export const customerLogin = defineRoute({
  method: 'post',
  path: '/api/auth/customer-login',
  tag: TAG,
  summary: "Opens a role-2 session on a customer's account for the signed-in administrator or operator.",
  who: 'Role 0 or 2, not already acting as a customer. `id` and `admin_name` must be the caller\'s own account and username.',
  access: routeRules.customerLogin,
  body: customerLoginRequest,
  response: customerLoginResponse,
  errors: [400, 401, 403, 404],
  async handle({ ctx, body, auth }) {
    if (body.admin_name.toLowerCase() !== auth.username.toLowerCase() || body.id !== String(auth.esme)) {
      throw new ApiError('customerLoginForbidden', 'id and admin_name must be your own account and username.');
    }
    const customer = await findUserByUsername(ctx.db, body.uname);
    if (!customer) throw new ApiError('customerNotFound', `No customer named ${body.uname}.`);
    if (customer.role_id < roleId.customer || customer.id === auth.userId) {
      throw new ApiError('customerNotAllowed', 'Administrators cannot be opened by customer sign-in.');
    }
    if (!customer.active) throw new ApiError('customerInactive', 'This customer is disabled.');
    const now = ctx.options.now();
    return ctx.db.transaction(async (tx) => {
      const account = await findAccount(tx, customer.esme);
      if (!account) throw new ApiError('customerNotFound', `No customer named ${body.uname}.`);
      const session = await openSession(tx, {
        userId: customer.id,
        esme: customer.esme,
        roleId: roleId.customer,
        impersonatedBy: auth.userId,
        now,
        ttlSeconds: ctx.options.sessionTtlSeconds,
      });
      return {
        body: {
          esme: account.esme,
          username: customer.username,
          token: session.token,
          session: session.sessionId,
          role_id: roleId.customer,
          services: customer.services,
          whitelabel: account.whitelabel ? '1' : '0',
          loginName: auth.username,
          isLounge: customer.is_lounge,
          IP: ipNotice(account),
        },
      };
    });
  },
});

export const logout = defineRoute({
  method: 'post',
  path: '/api/auth/logout',
  tag: TAG,
  summary: 'Ends the session named by the bearer token. Ending an already ended session also answers 200.',
  who: 'The holder of the token; `username` must be the session\'s user.',
  access: tokenInRequest,
  body: logoutRequest,
  response: logoutResponse,
  errors: [400, 401, 403],
  async handle({ ctx, c, body }) {
    // Deliberately accepts an expired session: signing out must work after the server-side expiry too.
    const session = await findRequestSession(ctx, c.req);
    if (session.username.toLowerCase() !== body.username.toLowerCase()) throw forbidden('That is not the signed-in user.');
    await ctx.db.transaction(async (tx) => {
      await revokeReportsTokens(tx, session.id);
      await revokeSession(tx, session.id);
    });
    return { status: 200, message: 'Signed out' };
  },
});

export const authRoutes = [enterpriseLogin, sandboxLogin, customerLogin, logout];
