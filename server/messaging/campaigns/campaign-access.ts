import type { PermissionProfile } from '@/api/contracts/auth';
import { roleId } from '@/api/contracts/users';
import type { AuthSession } from '../../auth/auth-session';
import type { Queryable } from '../../db/db';
import { forbidden } from '../../http/api-error';
import type { UserType } from './transitions';

/** The caller of a campaign route once role, service and profile permission have passed. */
export interface CampaignCaller {
  esme: number;
  userId: string;
  username: string;
  userType: UserType;
}

/** spec §3 service keys: 1 WhatsApp, 2 RCS; 4 alone opens everything; no value opens everything (spec §6). */
export function servicesOpenChannel(services: string, channel: 'whatsapp' | 'rcs'): boolean {
  const keys = services
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0 || (keys.length === 1 && keys[0] === '4')) return true;
  return keys.includes(channel === 'whatsapp' ? '1' : '2');
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
  if (auth.roleId === roleId.userAdmin) throw forbidden('User administrators do not run campaigns.');
  if (auth.roleId === roleId.customer && !auth.impersonatedBy) throw forbidden('Open a customer session first.');
  const [user] = await q.query<{ services: string; data: PermissionProfile | null }>(
    'select u.services, p.data from users u left join permission_profiles p on p.id = u.profile_id where u.id = $1',
    [auth.userId],
  );
  if (!user) throw forbidden();
  if (!servicesOpenChannel(user.services, channel)) throw forbidden(`Your services do not include ${channel === 'whatsapp' ? 'WhatsApp' : 'RCS'} campaigns.`);
  const base = { esme: auth.esme, userId: auth.userId, username: auth.username };
  if (!user.data) return { ...base, userType: null };
  const entry = (sub: string) => user.data?.data.find((item) => item.subsvc === sub);
  const manager = entry('CampaignManager');
  if (manager) return { ...base, userType: userTypeOf(manager.permissions) };
  if (need === 'report' && entry('Reports')) return { ...base, userType: null };
  throw forbidden('Your profile has no CampaignManager permission.');
}
