import type { AuthSession } from '../../auth/auth-session';
import type { Queryable } from '../../db/db';
import { whatsappPageCaller } from '../channel-access';

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
  return whatsappPageCaller(q, auth, { userAdminRefusal: 'User administrators do not manage templates.', permissions: TEMPLATE_PERMISSIONS, missing: 'Your profile has no TemplateManagement permission.', esme: esmeaddr });
}
