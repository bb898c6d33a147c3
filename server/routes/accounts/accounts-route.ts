import type { z } from 'zod';
import type { AuthSession } from '../../auth/auth-session';
import type { Queryable } from '../../db/db';
import { whatsappPageCaller } from '../../messaging/channel-access';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type Parsed, pathParams } from '../../http/route';


export interface AccountsCaller {
  esme: number;
  userId: string;
  username: string;
}

/** Spec §6 sub-permissions that open each page group; CampaignManager opens every WhatsApp page. */
export const accountPermissions = {
  signup: ['EmbeddedSignUpNew', 'EmbeddedSignUp', 'CampaignManager'],
  numbers: ['WabaNosList', 'CloudList', 'Profiles', 'CampaignManager'],
  profiles: ['Profiles', 'CampaignManager'],
  automation: ['Builder', 'CampaignManager'],
  migration: ['MigrateNumber', 'CampaignManager'],
  notifications: ['NotificationSub', 'CampaignManager'],
} as const;
export type AccountsNeed = keyof typeof accountPermissions;

const WHO: Record<AccountsNeed, string> = {
  signup: 'Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp; a profile, when the user has one, with EmbeddedSignUpNew, EmbeddedSignUp or CampaignManager. Own account only.',
  numbers: 'As sign-up, with a profile holding WabaNosList, CloudList, Profiles or CampaignManager. Own account only: another account\'s number is a 404.',
  profiles: 'As sign-up, with a profile holding Profiles or CampaignManager. Own account only: another account\'s number is a 404.',
  automation: 'As sign-up, with a profile holding Builder or CampaignManager. Own account only: another account\'s number or automation is a 404.',
  migration: 'As sign-up, with a profile holding MigrateNumber or CampaignManager. Own account only: another account\'s WABA or migration is a 404.',
  notifications: 'As sign-up, with a profile holding NotificationSub or CampaignManager. Own account only: another account\'s subscription is a 404.',
};

async function accountsCaller(q: Queryable, auth: AuthSession, need: AccountsNeed, esme: number | undefined): Promise<AccountsCaller> {
  const allowed: readonly string[] = accountPermissions[need];
  return whatsappPageCaller(q, auth, { userAdminRefusal: 'User administrators do not manage WhatsApp accounts.', permissions: allowed, missing: `Your profile has none of ${allowed.join(', ')}.`, esme });
}

const esmeOf = (value: unknown): number | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = 'esme_id' in value ? value.esme_id : 'esmeaddr' in value ? value.esmeaddr : undefined;
  return typeof found === 'number' ? found : undefined;
};

export type AccountsRouteDef<B extends Schema, Q extends Schema, P extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, 'session'>, 'access' | 'roles' | 'who' | 'handle' | 'tag'> & {
  need: AccountsNeed;
  params?: P;
  handle(input: RouteInput<B, Q, 'session'> & { params: Parsed<P>; caller: AccountsCaller }): Promise<z.input<R>>;
};

/** A WhatsApp accounts route: role, services and profile checked; an `esme_id`/`esmeaddr` not the session's is refused. */
export function accountsRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(
  route: AccountsRouteDef<B, Q, P, R>,
): AnyRoute {
  const { params, handle, need, ...rest } = route;
  return defineRoute<B, Q, R, 'session'>({
    ...rest,
    tag: 'WhatsApp accounts',
    access: 'session',
    who: WHO[need],
    async handle(input) {
      const esme = esmeOf(input.body) ?? esmeOf(input.query) ?? esmeOf(input.c.req.param());
      const caller = await accountsCaller(input.ctx.db, input.auth, need, esme);
      const parsed = pathParams(params, input.c);
      return handle({ ...input, params: parsed, caller });
    },
  });
}
