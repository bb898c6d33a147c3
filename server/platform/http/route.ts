import type { Context } from 'hono';
import type { z } from 'zod';
import type { Caller } from '../access/caller';
import type { CallerFacts } from '../access/decide-access';
import type { RouteAccess } from '../access/route-access';
import type { AuthSession } from '../auth/auth-session';
import type { ServerContext } from '../context';
import type { AppEnv } from './app-env';

/** A route's access rule; `signedIn: true` needs a live bearer token and the matching `session` header. */
export type Access = RouteAccess;
type SignedIn = { signedIn: true };
/** The rule of a route that reads a session. */
export type SignedInAccess = RouteAccess & SignedIn;
type SignedOut = { signedIn: false };
/** A part of a request a route may declare (body, query, path parameters), or none. */
export type Schema = z.core.$ZodType | undefined;
/** That part as the handler gets it: parsed, or undefined when the route declares none. */
export type Parsed<S extends Schema> = S extends z.core.$ZodType ? z.output<S> : undefined;

type WhenSignedIn<A extends Access, T> = A extends SignedIn ? T : A extends SignedOut ? null : T | null;

export interface RouteInput<B extends Schema, Q extends Schema, A extends Access, P extends Schema = undefined> {
  c: Context<AppEnv>;
  ctx: ServerContext;
  body: Parsed<B>;
  query: Parsed<Q>;
  /** The path parameters by the route's `params` schema, parsed after access is decided (a malformed one is a 400 naming it). */
  params: Parsed<P>;
  auth: WhenSignedIn<A, AuthSession>;
  /** Who calls (account, user, maker-checker part), read from the admitted session. */
  caller: WhenSignedIn<A, Caller>;
  /** The user's services and profile when the route has a channel rule (already decided on). */
  user: CallerFacts['user'];
}

/**
 * One API route: the router mounts it, validates input and shapes output with its schemas,
 * and the OpenAPI document and docs/api.md are read from the same object.
 */
export interface RouteDef<B extends Schema = Schema, Q extends Schema = Schema, R extends z.core.$ZodType = z.core.$ZodType, A extends Access = Access, P extends Schema = Schema> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Full path, e.g. `/api/auth/login`. */
  path: string;
  tag: string;
  summary: string;
  /** Who may call it, in words, for the reference. */
  who: string;
  /** Who may call it, as data: the router decides with `decideAccess` before the handler runs. */
  access: A;
  body?: B;
  query?: Q;
  /** Path parameters (`:id`), validated like the body once access is decided. */
  params?: P;
  response: R;
  /** The answer's content type when it is JSON of another kind (`application/manifest+json`), or `text/plain` for a bare string. */
  contentType?: string;
  /**
   * A body the handler reads itself from `c.req.text()` (a provider webhook signed over its raw
   * bytes): no `body` schema parses it first. The text describes it for the reference.
   */
  rawBody?: string;
  /**
   * A body past the server-wide limit (a media sample): this route reads up to `maxBytes` instead,
   * and a larger body is refused with 413 naming `field` before more of it is read.
   */
  largeBody?: { maxBytes: number; field: string };
  /** Error statuses the route itself can answer, for the reference. */
  errors: readonly number[];
  handle(input: RouteInput<B, Q, A, P>): Promise<z.input<R>>;
}

export type AnyRoute = RouteDef<Schema, Schema, z.core.$ZodType, Access, Schema>;

/** Keeps the generic types of one route while letting the registry hold them all. */
export function defineRoute<B extends Schema = undefined, Q extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType, A extends Access = Access, P extends Schema = undefined>(
  route: RouteDef<B, Q, R, A, P>,
): AnyRoute {
  return route as unknown as AnyRoute;
}
