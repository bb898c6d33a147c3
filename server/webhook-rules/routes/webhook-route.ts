import type { z } from 'zod';
import type { AuthSession } from '../../auth/auth-session';
import type { Queryable } from '../../db/db';
import { whatsappPageCaller } from '../../messaging/channel-access';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema } from '../../http/route';


export interface WebhookCaller {
  esme: number;
  username: string;
}

/** Spec §6: WebhookConfig opens the page; CampaignManager opens every WhatsApp page. */
const PERMISSIONS = ['WebhookConfig', 'CampaignManager'];

const WHO =
  "Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp (1, or 4 alone); a profile, when the user has one, with WebhookConfig or CampaignManager. Own account only: another account's number, rule or delivery is a 404.";

async function webhookCaller(q: Queryable, auth: AuthSession, esmeaddr: number | undefined): Promise<WebhookCaller> {
  const caller = await whatsappPageCaller(q, auth, { userAdminRefusal: 'User administrators do not configure webhooks.', permissions: PERMISSIONS, missing: 'Your profile has no WebhookConfig permission.', esme: esmeaddr });
  return { esme: caller.esme, username: caller.username };
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
