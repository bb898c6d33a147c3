import type { AuthSession } from '../auth/auth-session';
import type { CallerFacts } from './decide-access';

/** spec §4 maker-checker: 'M' makes, 'C' checks (and may make); null is an account without maker-checker. */
export type UserType = 'M' | 'C' | null;

/** Who calls a signed-in route once its rule has passed: the session's account and user, and its maker-checker part. */
export interface Caller {
  esme: number;
  userId: string;
  username: string;
  userType: UserType;
}

/** spec §4: CampaignManager `C,M,S` is a checker, `C,M` a maker (spaces ignored); other strings neither. */
export function userTypeOf(permissions: string): UserType {
  const letters = permissions.replace(/\s+/g, '');
  if (letters === 'C,M,S') return 'C';
  if (letters === 'C,M') return 'M';
  return null;
}

/**
 * The caller of an admitted session. The profile is read only for a rule with a channel part, so a
 * route without one, and a user without a profile, works without maker-checker.
 */
export function callerOf(auth: AuthSession, user: CallerFacts['user']): Caller {
  const manager = user?.profile?.data.find((item) => item.subsvc === 'CampaignManager');
  return { esme: auth.esme, userId: auth.userId, username: auth.username, userType: manager ? userTypeOf(manager.permissions) : null };
}
