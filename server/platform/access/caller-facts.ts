import type { PermissionProfile } from '@/api/contracts/auth';
import type { AuthSession } from '../auth/auth-session';
import type { Queryable } from '../db/db';
import type { CallerFacts } from './decide-access';
import type { RouteAccess } from './route-access';

/** The user's services and permission profile, or null when the session's user row is gone. */
async function channelUser(q: Queryable, userId: string): Promise<CallerFacts['user']> {
  const [user] = await q.query<{ services: string; data: PermissionProfile | null }>(
    'select u.services, p.data from users u left join permission_profiles p on p.id = u.profile_id where u.id = $1',
    [userId],
  );
  return user ? { services: user.services, profile: user.data } : null;
}

/** The first number among the account rule's fields, looked for in the body, then the query. */
function namedAccount(fields: readonly string[], parts: readonly unknown[]): number | undefined {
  for (const part of parts) {
    if (typeof part !== 'object' || part === null) continue;
    for (const field of fields) {
      const value: unknown = (part as Record<string, unknown>)[field];
      if (field in part && typeof value === 'number') return value;
      if (field in part) break;
    }
  }
  return undefined;
}

/**
 * What the decision needs to know of the caller, read only as far as the route's rule asks: the
 * user row for a channel rule, the account the parsed body or query names for an account rule.
 */
export async function callerFacts(
  q: Queryable,
  access: RouteAccess,
  request: { auth: AuthSession | null; body: unknown; query: unknown },
): Promise<CallerFacts> {
  const { auth } = request;
  const user = auth && access.channel ? await channelUser(q, auth.userId) : undefined;
  const account = access.account ? namedAccount(access.account.fields, [request.body, request.query]) : undefined;
  return { session: auth, user, account };
}
