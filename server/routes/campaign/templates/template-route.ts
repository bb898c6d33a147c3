import type { z } from 'zod';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type Parsed, pathParams } from '../../../http/route';
import { templateCaller, type TemplateCaller } from '../../../messaging/templates/template-caller';


const WHO =
  'Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp (1, or 4 alone); a profile, when the user has one, with TemplateManagement or CampaignManager. Own account only: another account\'s WABA or template is a 404.';

export type TemplateRouteDef<B extends Schema, Q extends Schema, P extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, 'session'>, 'access' | 'roles' | 'who' | 'handle' | 'tag'> & {
  params?: P;
  handle(input: RouteInput<B, Q, 'session'> & { params: Parsed<P>; caller: TemplateCaller }): Promise<z.input<R>>;
};

const esmeaddrOf = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && 'esmeaddr' in value && typeof value.esmeaddr === 'number' ? value.esmeaddr : undefined;

/** A WhatsApp template route: role, services and profile checked, `esmeaddr` held to the session's account. */
export function templateRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(
  route: TemplateRouteDef<B, Q, P, R>,
): AnyRoute {
  const { params, handle, ...rest } = route;
  return defineRoute<B, Q, R, 'session'>({
    ...rest,
    tag: 'WhatsApp templates',
    access: 'session',
    who: WHO,
    async handle(input) {
      const caller = await templateCaller(input.ctx.db, input.auth, esmeaddrOf(input.body) ?? esmeaddrOf(input.query));
      const parsed = pathParams(params, input.c);
      return handle({ ...input, params: parsed, caller });
    },
  });
}
