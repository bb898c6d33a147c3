import type { AuthSession } from '../../auth/auth-session';
import type { Queryable } from '../../db/db';
import { forbidden } from '../../http/api-error';
import { channelUser, servicesOpenChannel } from '../channel-access';
import type { UserType } from './transitions';

/** The caller of a campaign route once role, service and profile permission have passed. */
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

/** `manage`: the campaign pages (CampaignManager). `report`: read-only reports (CampaignManager or Reports). */
export type CampaignNeed = 'manage' | 'report';

/**
 * Role (0, 3, or 2 acting for a customer), the user's services, and the permission profile.
 * A user without a profile works without maker-checker; with one, CampaignManager decides.
 */
export async function campaignCaller(q: Queryable, auth: AuthSession, need: CampaignNeed, channel: 'whatsapp' | 'rcs' = 'whatsapp'): Promise<CampaignCaller> {
  const user = await channelUser(q, auth, 'User administrators do not run campaigns.');
  if (!servicesOpenChannel(user.services, channel)) throw forbidden(`Your services do not include ${channel === 'whatsapp' ? 'WhatsApp' : 'RCS'} campaigns.`);
  const base = { esme: auth.esme, userId: auth.userId, username: auth.username };
  if (!user.profile) return { ...base, userType: null };
  const entry = (sub: string) => user.profile?.data.find((item) => item.subsvc === sub);
  const manager = entry('CampaignManager');
  if (manager) return { ...base, userType: userTypeOf(manager.permissions) };
  if (need === 'report' && entry('Reports')) return { ...base, userType: null };
  throw forbidden('Your profile has no CampaignManager permission.');
}
