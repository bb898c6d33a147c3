import type { z } from 'zod';
import { routeRules } from '../../platform/access/route-rules';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type SignedInAccess } from '../../platform/http/route';

export interface WebhookCaller {
  esme: number;
  username: string;
}

const WHO =
  "Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp (1, or 4 alone); a profile, when the user has one, with WebhookConfig or CampaignManager. Own account only: another account's number, rule or delivery is a 404.";

export type WebhookRouteDef<B extends Schema, Q extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, SignedInAccess>, 'access' | 'who' | 'handle' | 'tag'> & {
  handle(input: RouteInput<B, Q, SignedInAccess> & { caller: WebhookCaller }): Promise<z.input<R>>;
};

/** A webhook configuration route: its rule is `routeRules.webhooks` (an `esmeaddr` held to the session's account). */
export function webhookRoute<B extends Schema = undefined, Q extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(route: WebhookRouteDef<B, Q, R>): AnyRoute {
  const { handle, ...rest } = route;
  return defineRoute<B, Q, R, SignedInAccess>({
    ...rest,
    tag: 'Webhook configuration',
    access: routeRules.webhooks,
    who: WHO,
    handle: (input) => handle({ ...input, caller: { esme: input.auth.esme, username: input.auth.username } }),
  });
}
