import { z } from 'zod';
import { roleId } from '@/api/contracts/users';
import type { AuthSession } from '../../auth/auth-session';
import { forbidden } from '../../http/api-error';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type Parsed, pathParams } from '../../http/route';

/** Every chatbot route lives under the config's `bot` service base. */
export const BOT_BASE = '/api/bot';


const BUILDER_ROLES = [roleId.admin, roleId.customer, roleId.other] as const;
const WHO = 'Role 0, role 3, and an administrator acting as a customer (role 2 with impersonation); rows of the own account only.';

/**
 * Role 2 passes only inside a customer session: a bare operator has no account of its own to
 * build bots in, so it must first open the customer's session.
 */
function assertBuilder(auth: AuthSession) {
  if (auth.roleId === roleId.customer && !auth.impersonatedBy) throw forbidden('Open a customer session first.');
}

export type ChatbotRouteDef<B extends Schema, Q extends Schema, P extends Schema, R extends z.core.$ZodType> = Omit<
  RouteDef<B, Q, R, 'session'>,
  'access' | 'roles' | 'who' | 'handle'
> & {
  /** Path parameters (`:id`), validated like the body: a bad one is a 400 naming it. */
  params?: P;
  handle(input: RouteInput<B, Q, 'session'> & { params: Parsed<P> }): Promise<z.input<R>>;
};

/** A session route of the chatbot area: builder roles only, account-scoped, with validated path parameters. */
export function chatbotRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(
  route: ChatbotRouteDef<B, Q, P, R>,
): AnyRoute {
  const { params, handle, ...rest } = route;
  return defineRoute<B, Q, R, 'session'>({
    ...rest,
    access: 'session',
    roles: BUILDER_ROLES,
    who: WHO,
    async handle(input) {
      assertBuilder(input.auth);
      const parsed = pathParams(params, input.c);
      return handle({ ...input, params: parsed });
    },
  });
}

/** `{ id }` path parameters. */
export const idParams = z.object({ id: z.uuid() });
