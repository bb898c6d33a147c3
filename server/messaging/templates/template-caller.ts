import { admit } from '../../platform/http/admit';
import { routeRules } from '../../platform/access/route-rules';
import type { AuthSession } from '../../platform/auth/auth-session';
import type { Queryable } from '../../platform/db/db';

/** Who is calling a template route, once its access rule has passed. */
export interface TemplateCaller {
  esme: number;
  userId: string;
  username: string;
}

/** For export jobs of the template list: the template rule decided on, an `esmeaddr` held to the session's account. */
export async function templateCaller(q: Queryable, auth: AuthSession, esmeaddr: number | undefined): Promise<TemplateCaller> {
  await admit(q, routeRules.templates, { auth, body: esmeaddr === undefined ? undefined : { esmeaddr } });
  return { esme: auth.esme, userId: auth.userId, username: auth.username };
}
