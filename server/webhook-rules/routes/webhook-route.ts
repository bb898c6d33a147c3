import type { z } from 'zod';
import type { PermissionProfile } from '@/api/contracts/auth';
import { roleId } from '@/api/contracts/users';
import type { AuthSession } from '../../auth/auth-session';
import type { Queryable } from '../../db/db';
import { accountMismatch, forbidden } from '../../http/api-error';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput } from '../../http/route';
import { servicesOpenChannel } from '../../messaging/campaigns/campaign-access';

type Schema = z.core.$ZodType | undefined;

export interface WebhookCaller {
  esme: number;
  username: string;
}

/** Spec §6: WebhookConfig opens the page; CampaignManager opens every WhatsApp page. */
const PERMISSIONS = ['WebhookConfig', 'CampaignManager'];

const WHO =
  "Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp (1, or 4 alone); a profile, when the user has one, with WebhookConfig or CampaignManager. Own account only: another account's number, rule or delivery is a 404.";

async function webhookCaller(q: Queryable, auth: AuthSession, esmeaddr: number | undefined): Promise<WebhookCaller> {
  if (auth.roleId === roleId.userAdmin) throw forbidden('User administrators do not configure webhooks.');
  if (auth.roleId === roleId.customer && !auth.impersonatedBy) throw forbidden('Open a customer session first.');
  const [user] = await q.query<{ services: string; data: PermissionProfile | null }>(
    'select u.services, p.data from users u left join permission_profiles p on p.id = u.profile_id where u.id = $1',
    [auth.userId],
  );
  if (!user) throw forbidden();
  if (!servicesOpenChannel(user.services, 'whatsapp')) throw forbidden('Your services do not include WhatsApp.');
  if (user.data && !user.data.data.some((item) => PERMISSIONS.includes(item.subsvc))) throw forbidden('Your profile has no WebhookConfig permission.');
  if (esmeaddr !== undefined && esmeaddr !== auth.esme) throw accountMismatch();
  return { esme: auth.esme, username: auth.username };
}

const esmeaddrOf = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && 'esmeaddr' in value && typeof value.esmeaddr === 'number' ? value.esmeaddr : undefined;

export type WebhookRouteDef<B extends Schema, Q extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, 'session'>, 'access' | 'roles' | 'who' | 'handle' | 'tag'> & {
  handle(input: RouteInput<B, Q, 'session'> & { caller: WebhookCaller }): Promise<z.input<R>>;
};

/** A webhook configuration route: role, services and profile checked, `esmeaddr` held to the session's account. */
export function webhookRoute<B extends Schema = undefined, Q extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(route: WebhookRouteDef<B, Q, R>): AnyRoute {
  const { handle, ...rest } = route;
  return defineRoute<B, Q, R, 'session'>({
    ...rest,
    tag: 'Webhook configuration',
    access: 'session',
    who: WHO,
    async handle(input) {
      const caller = await webhookCaller(input.ctx.db, input.auth, esmeaddrOf(input.body) ?? esmeaddrOf(input.query));
      return handle({ ...input, caller });
    },
  });
}
