import type { PermissionProfile } from '@/api/contracts/auth';
import { roleId } from '@/api/contracts/users';
import type { AuthSession } from '../auth/auth-session';
import type { Queryable } from '../db/db';
import { accountMismatch, forbidden } from '../http/api-error';

/** spec §3 service keys: 1 WhatsApp, 2 RCS; 4 alone opens everything; no value opens everything (spec §6). */
export function servicesOpenChannel(services: string, channel: 'whatsapp' | 'rcs'): boolean {
  const keys = services
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0 || (keys.length === 1 && keys[0] === '4')) return true;
  return keys.includes(channel === 'whatsapp' ? '1' : '2');
}

/**
 * The role rules every channel page shares (role 0, role 3, or role 2 acting for a customer), then the
 * caller's services and permission profile. `userAdminRefusal` says what a user administrator does not do.
 */
export async function channelUser(q: Queryable, auth: AuthSession, userAdminRefusal: string): Promise<{ services: string; profile: PermissionProfile | null }> {
  if (auth.roleId === roleId.userAdmin) throw forbidden(userAdminRefusal);
  if (auth.roleId === roleId.customer && !auth.impersonatedBy) throw forbidden('Open a customer session first.');
  const [user] = await q.query<{ services: string; data: PermissionProfile | null }>(
    'select u.services, p.data from users u left join permission_profiles p on p.id = u.profile_id where u.id = $1',
    [auth.userId],
  );
  if (!user) throw forbidden();
  return { services: user.services, profile: user.data };
}

/**
 * A WhatsApp page's caller (spec §6): the shared role rules, services opening WhatsApp, a profile, when
 * the user has one, holding one of `permissions`; an account named in the request other than the
 * session's is refused.
 */
export async function whatsappPageCaller(
  q: Queryable,
  auth: AuthSession,
  rule: { userAdminRefusal: string; permissions: readonly string[]; missing: string; esme: number | undefined },
): Promise<{ esme: number; userId: string; username: string }> {
  const user = await channelUser(q, auth, rule.userAdminRefusal);
  if (!servicesOpenChannel(user.services, 'whatsapp')) throw forbidden('Your services do not include WhatsApp.');
  if (user.profile && !user.profile.data.some((item) => rule.permissions.includes(item.subsvc))) throw forbidden(rule.missing);
  if (rule.esme !== undefined && rule.esme !== auth.esme) throw accountMismatch();
  return { esme: auth.esme, userId: auth.userId, username: auth.username };
}
