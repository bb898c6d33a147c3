import type { Context } from 'hono';
import type { z } from 'zod';
import type { CallerFacts } from '../access/decide-access';
import type { RouteAccess } from '../access/route-access';
import type { AuthSession } from '../auth/auth-session';
import type { ServerContext } from '../context';
import type { AppEnv } from './app-env';
import { parseWith } from './validation';

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

export interface RouteInput<B extends Schema, Q extends Schema, A extends Access> {
  c: Context<AppEnv>;
  ctx: ServerContext;
  body: Parsed<B>;
  query: Parsed<Q>;
  auth: A extends SignedIn ? AuthSession : A extends SignedOut ? null : AuthSession | null;
  /** The user's services and profile when the route has a channel rule (already decided on). */
  user: CallerFacts['user'];
}

/**
 * One API route: the router mounts it, validates input and shapes output with its schemas,
 * and the OpenAPI document and docs/api.md are read from the same object.
 */
export interface RouteDef<B extends Schema = Schema, Q extends Schema = Schema, R extends z.core.$ZodType = z.core.$ZodType, A extends Access = Access> {
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
  handle(input: RouteInput<B, Q, A>): Promise<z.input<R>>;
}

export type AnyRoute = RouteDef<Schema, Schema, z.core.$ZodType, Access>;

/** Keeps the generic types of one route while letting the registry hold them all. */
export function defineRoute<B extends Schema = undefined, Q extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType, A extends Access = Access>(
  route: RouteDef<B, Q, R, A>,
): AnyRoute {
  return route as unknown as AnyRoute;
}

/** A route's path parameters by their schema; a malformed one is a 400 naming it. */
export function pathParams<P extends Schema>(params: P | undefined, c: Context<AppEnv>): Parsed<P> {
  return (params ? parseWith(params, c.req.param(), '(path)') : undefined) as Parsed<P>;
}
