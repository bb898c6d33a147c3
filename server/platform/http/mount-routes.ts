import type { Hono } from 'hono';
import { z } from 'zod';
import { callerOf } from '../access/caller';
import { admit } from './admit';
import { authenticate } from '../auth/auth-session';
import type { ServerContext } from '../context';
import type { AppEnv } from './app-env';
import { limitBody } from './body-limits';
import type { AnyRoute } from './route';
import { parseWith, readJsonBody } from './validation';

/** Registers each route: authenticate, validate query and body, decide access from the route's rule, read the path parameters and the caller, shape the answer. */
export function mountRoutes(app: Hono<AppEnv>, routes: readonly AnyRoute[], ctx: ServerContext): void {
  for (const route of routes) {
    if (route.largeBody) app.use(route.path, limitBody(route.largeBody.maxBytes, route.largeBody.field));
    app.on(route.method.toUpperCase(), route.path, async (c) => {
      const auth = route.access.signedIn ? await authenticate(ctx, c.req) : null;
      c.set('auth', auth);
      // Roles are decided before the request is read, the rest after it is validated (where the wrappers decided):
      // a caller of the wrong role hears 403 before a malformed body's 400, as before the rules were data.
      if (auth && route.access.roles) await admit(ctx.db, { signedIn: true, roles: route.access.roles }, { auth });
      const query = route.query ? parseWith(route.query, c.req.query(), '(query)') : undefined;
      const body = route.body ? parseWith(route.body, await readJsonBody(c), '(body)') : undefined;
      const facts = await admit(ctx.db, route.access, { auth, body, query });
      // Path parameters after the decision, where the family wrappers read them: a refused caller hears 403 before a malformed id's 400.
      const params = route.params ? parseWith(route.params, c.req.param(), '(path)') : undefined;
      const caller = auth ? callerOf(auth, facts.user) : null;
      const result = await route.handle({ c, ctx, body, query, params, auth, caller, user: facts.user });
      // A file (a download job's CSV or .xlsx) goes out as the handler built it.
      if (result instanceof Response) return result;
      if (route.contentType === 'text/plain') return c.text(z.parse(route.response, result) as string);
      // A handler that breaks its own contract is a server bug (500), not a client error.
      // Headers set on the Response afterwards are lost by the Node adapter's fast path: pass them here.
      return c.json(z.parse(route.response, result), 200, route.contentType ? { 'Content-Type': route.contentType } : undefined);
    });
  }
}
