import type { z } from 'zod';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema } from '../../http/route';
import { accountMismatch } from '../../http/api-error';
import { campaignCaller, type CampaignCaller, type CampaignNeed } from '../../messaging/campaigns/campaign-access';


const WHO = {
  manage: 'Role 0, role 3, or role 2 acting for a customer; services opening RCS (2, or 4 alone); a profile, when the user has one, with CampaignManager. Own account only: another account\'s sender or template is a 404.',
  report: 'As the RCS campaign routes, or a profile with Reports instead of CampaignManager. Own account only.',
} as const;

export type RcsRouteDef<B extends Schema, Q extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, 'session'>, 'access' | 'roles' | 'who' | 'handle' | 'tag'> & {
  need?: CampaignNeed;
  handle(input: RouteInput<B, Q, 'session'> & { caller: CampaignCaller }): Promise<z.input<R>>;
};

/** Spec §7 spells it `esmeaddr` in most calls and `esmeAddr` in syncup. */
const esmeaddrOf = (value: unknown): number | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = 'esmeaddr' in value ? value.esmeaddr : 'esmeAddr' in value ? value.esmeAddr : undefined;
  return typeof raw === 'number' ? raw : undefined;
};

/** An RCS route: role, RCS service and profile checked on the server, `esmeaddr` held to the session's account. */
export function rcsRoute<B extends Schema = undefined, Q extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(route: RcsRouteDef<B, Q, R>): AnyRoute {
  const { handle, need = 'manage', ...rest } = route;
  return defineRoute<B, Q, R, 'session'>({
    ...rest,
    tag: 'RCS',
    access: 'session',
    who: WHO[need],
    async handle(input) {
      const caller = await campaignCaller(input.ctx.db, input.auth, need, 'rcs');
      const esmeaddr = esmeaddrOf(input.body) ?? esmeaddrOf(input.query);
      if (esmeaddr !== undefined && esmeaddr !== caller.esme) throw accountMismatch();
      return handle({ ...input, caller });
    },
  });
}
