import { z } from 'zod';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type Parsed, pathParams } from '../../http/route';
import { campaignCaller, type CampaignCaller, type CampaignNeed } from '../../messaging/campaigns/campaign-access';

/** The config's `services.campaign` base; WhatsApp campaign routes live under its `whatsapp/`. */
export const WHATSAPP_CAMPAIGN_BASE = '/api/campaign/whatsapp';


const WHO = {
  manage: 'Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp (1, or 4 alone); a profile, when the user has one, with CampaignManager. Own account only.',
  report: 'As the campaign routes, or a profile with Reports instead of CampaignManager. Own account only.',
} as const;

export type CampaignRouteDef<B extends Schema, Q extends Schema, P extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, 'session'>, 'access' | 'roles' | 'who' | 'handle' | 'tag'> & {
  need?: CampaignNeed;
  params?: P;
  handle(input: RouteInput<B, Q, 'session'> & { params: Parsed<P>; caller: CampaignCaller }): Promise<z.input<R>>;
};

/** A WhatsApp campaign route: role, service and profile checked on the server, path parameters validated. */
export function campaignRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(
  route: CampaignRouteDef<B, Q, P, R>,
): AnyRoute {
  const { params, handle, need = 'manage', ...rest } = route;
  return defineRoute<B, Q, R, 'session'>({
    ...rest,
    tag: 'WhatsApp campaigns',
    access: 'session',
    who: WHO[need],
    async handle(input) {
      const caller = await campaignCaller(input.ctx.db, input.auth, need);
      const parsed = pathParams(params, input.c);
      return handle({ ...input, params: parsed, caller });
    },
  });
}

/** `{ id }` of a campaign; a malformed id is a 400 naming it, an unknown one a 404. */
export const campaignIdParams = z.object({ id: z.uuid() });
