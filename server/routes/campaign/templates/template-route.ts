import type { z } from 'zod';
import { routeRules } from '../../../platform/access/route-rules';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type Parsed, type SignedInAccess, pathParams } from '../../../platform/http/route';
import type { TemplateCaller } from '../../../messaging/templates/template-caller';

const WHO =
  'Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp (1, or 4 alone); a profile, when the user has one, with TemplateManagement or CampaignManager. Own account only: another account\'s WABA or template is a 404.';

export type TemplateRouteDef<B extends Schema, Q extends Schema, P extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, SignedInAccess>, 'access' | 'who' | 'handle' | 'tag'> & {
  params?: P;
  handle(input: RouteInput<B, Q, SignedInAccess> & { params: Parsed<P>; caller: TemplateCaller }): Promise<z.input<R>>;
};

/** A WhatsApp template route: its rule is `routeRules.templates` (an `esmeaddr` held to the session's account). */
export function templateRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(
  route: TemplateRouteDef<B, Q, P, R>,
): AnyRoute {
  const { params, handle, ...rest } = route;
  return defineRoute<B, Q, R, SignedInAccess>({
    ...rest,
    tag: 'WhatsApp templates',
    access: routeRules.templates,
    who: WHO,
    handle: (input) => handle({ ...input, params: pathParams(params, input.c), caller: { esme: input.auth.esme, userId: input.auth.userId, username: input.auth.username } }),
  });
}
