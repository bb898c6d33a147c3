import type { AuthSession } from '../auth/auth-session';
import type { Queryable } from '../db/db';
import { ApiError } from '../api-error';
import { callerOf, type Caller } from '../access/caller';
import { callerFacts } from '../access/caller-facts';
import { decideAccess, type CallerFacts } from '../access/decide-access';
import type { RouteAccess } from '../access/route-access';

/**
 * Reads the caller facts a rule needs, decides, and throws the refusal as the API answers it. The
 * router calls it for every route; a route that authenticates by a credential of its own (a reports
 * access token) calls it with the session that credential names.
 */
export async function admit(q: Queryable, access: RouteAccess, request: { auth: AuthSession | null; body?: unknown; query?: unknown }): Promise<CallerFacts> {
  const facts = await callerFacts(q, access, { auth: request.auth, body: request.body, query: request.query });
  const decision = decideAccess(access, facts);
  if (!decision.allowed) throw new ApiError(decision.refusal.errorName, decision.refusal.message);
  return facts;
}

/**
 * For a caller outside the router (an export job, a reports-token route): the rule decided on as the
 * router would, an account the `body` names held to the session's, then the caller as a route gets it.
 */
export async function admitCaller(q: Queryable, access: RouteAccess, auth: AuthSession, body?: unknown): Promise<Caller> {
  const facts = await admit(q, access, { auth, body });
  return callerOf(auth, facts.user);
}
