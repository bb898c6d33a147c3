import { admit } from '../../platform/http/admit';
import type { CallerFacts } from '../../platform/access/decide-access';
import { routeRules, type CampaignNeed } from '../../platform/access/route-rules';
import type { AuthSession } from '../../platform/auth/auth-session';
import type { Queryable } from '../../platform/db/db';
import type { UserType } from './transitions';

/** The caller of a campaign route once its access rule has passed. */
export interface CampaignCaller {
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

/** Who calls, read from an admitted session and its profile: a user without a profile works without maker-checker. */
export function campaignCallerOf(auth: AuthSession, user: CallerFacts['user']): CampaignCaller {
  const manager = user?.profile?.data.find((item) => item.subsvc === 'CampaignManager');
  return { esme: auth.esme, userId: auth.userId, username: auth.username, userType: manager ? userTypeOf(manager.permissions) : null };
}

/**
 * For callers outside the router (export jobs, the reports token routes): the campaign rule of the
 * channel decided on, then the caller.
 */
export async function campaignCaller(q: Queryable, auth: AuthSession, need: CampaignNeed, channel: 'whatsapp' | 'rcs' = 'whatsapp'): Promise<CampaignCaller> {
  const facts = await admit(q, channel === 'rcs' ? routeRules.rcsCampaigns[need] : routeRules.whatsappCampaigns[need], { auth });
  return campaignCallerOf(auth, facts.user);
}
