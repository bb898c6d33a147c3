import type { z } from 'zod';
import { routeRules, type AccountsNeed } from '../../platform/access/route-rules';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type Parsed, type SignedInAccess, pathParams } from '../../platform/http/route';

export interface AccountsCaller {
  esme: number;
  userId: string;
  username: string;
}

const WHO: Record<AccountsNeed, string> = {
  signup: 'Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp; a profile, when the user has one, with EmbeddedSignUpNew, EmbeddedSignUp or CampaignManager. Own account only.',
  numbers: 'As sign-up, with a profile holding WabaNosList, CloudList, Profiles or CampaignManager. Own account only: another account\'s number is a 404.',
  profiles: 'As sign-up, with a profile holding Profiles or CampaignManager. Own account only: another account\'s number is a 404.',
  automation: 'As sign-up, with a profile holding Builder or CampaignManager. Own account only: another account\'s number or automation is a 404.',
  migration: 'As sign-up, with a profile holding MigrateNumber or CampaignManager. Own account only: another account\'s WABA or migration is a 404.',
  notifications: 'As sign-up, with a profile holding NotificationSub or CampaignManager. Own account only: another account\'s subscription is a 404.',
};

export type AccountsRouteDef<B extends Schema, Q extends Schema, P extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, SignedInAccess>, 'access' | 'who' | 'handle' | 'tag'> & {
  need: AccountsNeed;
  params?: P;
  handle(input: RouteInput<B, Q, SignedInAccess> & { params: Parsed<P>; caller: AccountsCaller }): Promise<z.input<R>>;
};

/** A WhatsApp accounts route: its rule is `routeRules.accounts[need]` (an `esme_id`/`esmeaddr` held to the session's account). */
export function accountsRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(
  route: AccountsRouteDef<B, Q, P, R>,
): AnyRoute {
  const { params, handle, need, ...rest } = route;
  return defineRoute<B, Q, R, SignedInAccess>({
    ...rest,
    tag: 'WhatsApp accounts',
    access: routeRules.accounts[need],
    who: WHO[need],
    handle: (input) => handle({ ...input, params: pathParams(params, input.c), caller: { esme: input.auth.esme, userId: input.auth.userId, username: input.auth.username } }),
  });
}
