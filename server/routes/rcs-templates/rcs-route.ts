import type { z } from 'zod';
import { routeRules, type CampaignNeed } from '../../platform/access/route-rules';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type SignedInAccess } from '../../platform/http/route';
import { campaignCallerOf, type CampaignCaller } from '../../messaging/campaigns/campaign-access';

const WHO = {
  manage: 'Role 0, role 3, or role 2 acting for a customer; services opening RCS (2, or 4 alone); a profile, when the user has one, with CampaignManager. Own account only: another account\'s sender or template is a 404.',
  report: 'As the RCS campaign routes, or a profile with Reports instead of CampaignManager. Own account only.',
} as const;

export type RcsRouteDef<B extends Schema, Q extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, SignedInAccess>, 'access' | 'who' | 'handle' | 'tag'> & {
  need?: CampaignNeed;
  handle(input: RouteInput<B, Q, SignedInAccess> & { caller: CampaignCaller }): Promise<z.input<R>>;
};

/** An RCS route: its rule is `routeRules.rcsCampaigns[need]` (an `esmeaddr` held to the session's account). */
export function rcsRoute<B extends Schema = undefined, Q extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(route: RcsRouteDef<B, Q, R>): AnyRoute {
  const { handle, need = 'manage', ...rest } = route;
  return defineRoute<B, Q, R, SignedInAccess>({
    ...rest,
    tag: 'RCS',
    access: routeRules.rcsCampaigns[need],
    who: WHO[need],
    handle: (input) => handle({ ...input, caller: campaignCallerOf(input.auth, input.user) }),
  });
}
