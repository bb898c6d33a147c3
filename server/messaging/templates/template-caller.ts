import type { PermissionProfile } from '@/api/contracts/auth';
import { roleId } from '@/api/contracts/users';
import type { AuthSession } from '../../auth/auth-session';
import type { Queryable } from '../../db/db';
import { accountMismatch, forbidden } from '../../http/api-error';
import { servicesOpenChannel } from '../campaigns/campaign-access';

/** Who is calling a template route, once role, services and profile have passed. */
export interface TemplateCaller {
  esme: number;
  userId: string;
  username: string;
}

/** Spec §6: the TemplateManagement sub-permission opens the template pages; CampaignManager opens every WhatsApp page. */
const TEMPLATE_PERMISSIONS = ['TemplateManagement', 'CampaignManager'];

/**
 * Role 0, 3, or 2 acting for a customer; services opening WhatsApp; a profile, when the user has one,
 * with TemplateManagement or CampaignManager. An `esmeaddr` other than the session's account is refused.
 */
export async function templateCaller(q: Queryable, auth: AuthSession, esmeaddr: number | undefined): Promise<TemplateCaller> {
  if (auth.roleId === roleId.userAdmin) throw forbidden('User administrators do not manage templates.');
  if (auth.roleId === roleId.customer && !auth.impersonatedBy) throw forbidden('Open a customer session first.');
  const [user] = await q.query<{ services: string; data: PermissionProfile | null }>(
    'select u.services, p.data from users u left join permission_profiles p on p.id = u.profile_id where u.id = $1',
    [auth.userId],
  );
  if (!user) throw forbidden();
  if (!servicesOpenChannel(user.services, 'whatsapp')) throw forbidden('Your services do not include WhatsApp.');
  if (user.data && !user.data.data.some((item) => TEMPLATE_PERMISSIONS.includes(item.subsvc))) throw forbidden('Your profile has no TemplateManagement permission.');
  if (esmeaddr !== undefined && esmeaddr !== auth.esme) throw accountMismatch();
  return { esme: auth.esme, userId: auth.userId, username: auth.username };
}
