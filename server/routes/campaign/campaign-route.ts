import { z } from 'zod';
import { routeRules, type CampaignNeed } from '../../platform/access/route-rules';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type Parsed, type SignedInAccess, pathParams } from '../../platform/http/route';
import { campaignCallerOf, type CampaignCaller } from '../../messaging/campaigns/campaign-access';

/** The config's `services.campaign` base; WhatsApp campaign routes live under its `whatsapp/`. */
export const WHATSAPP_CAMPAIGN_BASE = '/api/campaign/whatsapp';

const WHO = {
  manage: 'Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp (1, or 4 alone); a profile, when the user has one, with CampaignManager. Own account only.',
  report: 'As the campaign routes, or a profile with Reports instead of CampaignManager. Own account only.',
} as const;

export type CampaignRouteDef<B extends Schema, Q extends Schema, P extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, SignedInAccess>, 'access' | 'who' | 'handle' | 'tag'> & {
  need?: CampaignNeed;
  params?: P;
  handle(input: RouteInput<B, Q, SignedInAccess> & { params: Parsed<P>; caller: CampaignCaller }): Promise<z.input<R>>;
};

/** A WhatsApp campaign route: its rule is `routeRules.whatsappCampaigns[need]`; the caller read from the admitted session. */
export function campaignRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(
  route: CampaignRouteDef<B, Q, P, R>,
): AnyRoute {
  const { params, handle, need = 'manage', ...rest } = route;
  return defineRoute<B, Q, R, SignedInAccess>({
    ...rest,
    tag: 'WhatsApp campaigns',
    access: routeRules.whatsappCampaigns[need],
    who: WHO[need],
    handle: (input) => handle({ ...input, params: pathParams(params, input.c), caller: campaignCallerOf(input.auth, input.user) }),
  });
}

/** `{ id }` of a campaign; a malformed id is a 400 naming it, an unknown one a 404. */
export const campaignIdParams = z.object({ id: z.uuid() });
