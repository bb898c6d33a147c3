import type fc from 'fast-check';
import type { ApiClient } from '../../testing/api-client';
import type { Caller, FuzzWorld } from './fuzz-world';

type Overrides = Record<string, fc.Arbitrary<unknown>>;

/**
 * How the fuzz calls one route so that valid requests get past validation into the handler: who
 * calls, the ids in its path, and narrower arbitraries for fields whose valid values are ids or
 * names the database must already hold (keyed by dotted path). The rest comes from the contract.
 */
export interface Recipe {
  /** Default: anonymous for public routes, else the first demo login the route's roles allow. */
  as?: Caller;
  /** A session of its own for every request: the route may end it (sign-out). */
  freshSession?: boolean;
  /** Path parameters, made before each request (a delete needs a new row each time). */
  params?: (world: FuzzWorld) => Promise<Record<string, string>>;
  body?: (world: FuzzWorld) => Promise<Overrides>;
  query?: (world: FuzzWorld) => Promise<Overrides>;
  /** Routes that read their own raw body (signed provider webhooks): the whole request. */
  raw?: (world: FuzzWorld) => Promise<fc.Arbitrary<{ body: string; headers: Record<string, string> }>>;
  /**
   * Sets fields that must name this very request's session or a row made for it (a sign-out's own
   * session id, a user made to be deleted). Valid requests only: a broken field stays broken.
   */
  adjust?: (request: { body?: any; query?: Record<string, string> }, context: { api: ApiClient; world: FuzzWorld; params: Record<string, string> }) => Promise<void>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Extra headers (a web chat visitor's token). */
  headers?: (world: FuzzWorld) => Promise<Record<string, string>>;
}

export type Recipes = Record<string, Recipe>;

/** The key a route's recipe is found under: `POST /api/bot/flows/:id`. */
export const routeKey = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;
