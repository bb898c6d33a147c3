import { z } from 'zod';
import { routeRules } from '../../platform/access/route-rules';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type Parsed, type SignedInAccess, pathParams } from '../../platform/http/route';

/** Every chatbot route lives under the config's `bot` service base. */
export const BOT_BASE = '/api/bot';

const WHO = 'Role 0, role 3, and an administrator acting as a customer (role 2 with impersonation); rows of the own account only.';

export type ChatbotRouteDef<B extends Schema, Q extends Schema, P extends Schema, R extends z.core.$ZodType> = Omit<
  RouteDef<B, Q, R, SignedInAccess>,
  'access' | 'who' | 'handle'
> & {
  /** Path parameters (`:id`), validated like the body: a bad one is a 400 naming it. */
  params?: P;
  handle(input: RouteInput<B, Q, SignedInAccess> & { params: Parsed<P> }): Promise<z.input<R>>;
};

/** A session route of the chatbot area: its rule is `routeRules.chatbot`; path parameters validated. */
export function chatbotRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(
  route: ChatbotRouteDef<B, Q, P, R>,
): AnyRoute {
  const { params, handle, ...rest } = route;
  return defineRoute<B, Q, R, SignedInAccess>({
    ...rest,
    access: routeRules.chatbot,
    who: WHO,
    handle: (input) => handle({ ...input, params: pathParams(params, input.c) }),
  });
}

/** `{ id }` path parameters. */
export const idParams = z.object({ id: z.uuid() });
