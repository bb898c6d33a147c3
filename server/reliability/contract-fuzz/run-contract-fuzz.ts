import fc from 'fast-check';
import { z } from 'zod';
import type { AnyRoute } from '../../platform/http/route';
import { demoCustomers, demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { arbitraryOf, type JsonSchema } from './arbitrary-of';
import type { Caller, FuzzWorld } from './fuzz-world';
import { applyMutation, mutationsOf } from './invalid-mutations';
import { routeKey, type Recipe, type Recipes } from './recipe';

export interface FuzzOptions {
  /** Valid requests per route. */
  numRuns: number;
  /** Single-field mutations tried per route, each expected to answer 400 naming its field. */
  mutations: number;
  seed: number;
  /** Only routes whose key contains this (replaying one route's failure). */
  only?: string;
}

export interface RouteReport {
  key: string;
  sent: number;
  statuses: Record<number, number>;
  /** Requests skipped because the rows they stand on could not be made (see `SetUpFailed`). */
  setUpFailures: number;
  /** False when no generated request passed the contract's refinements: the route needs a recipe. */
  generated: boolean;
  /** The first answer of each status, to show why a route never reached a 2xx. */
  firstAnswers: Record<number, string>;
  problems: string[];
}

export interface FuzzReport {
  seed: number;
  routes: RouteReport[];
  /** Routes with no recipe: the fuzz does not know how to call them. */
  withoutRecipe: string[];
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

interface Request {
  body?: unknown;
  query?: Record<string, string>;
  raw?: { body: string; headers: Record<string, string> };
}

const STACK_LINE = /\n\s+at .+:\d+:\d+/;

/** What a request stands on could not be made: not the route's answer, so not judged. */
class SetUpFailed extends Error {
  constructor(readonly reason: unknown) {
    super(`set-up failed: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

const jsonSchemaOf = (schema: z.core.$ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  // A key that holds a dot itself (a query's `hub.verify_token`) is set as it is.
  if (dotted in target) {
    target[dotted] = value;
    return;
  }
  const keys = dotted.split('.');
  let parent = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof parent[key] !== 'object' || parent[key] === null) parent[key] = {};
    parent = parent[key] as Record<string, unknown>;
  }
  parent[keys[keys.length - 1]!] = value;
}

function withOverrides(base: fc.Arbitrary<unknown>, overrides: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  if (!Object.keys(overrides).length) return base;
  return fc.tuple(base, fc.record(overrides)).map(([value, chosen]) => {
    const copy = (typeof value === 'object' && value !== null ? structuredClone(value) : {}) as Record<string, unknown>;
    for (const [path, override] of Object.entries(chosen)) setPath(copy, path, override);
    return copy;
  });
}

/** A query as the server reads it: every value a string, the first of each key. */
function asQuery(value: unknown): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (item === undefined) continue;
    query[key] = typeof item === 'string' ? item : typeof item === 'object' ? JSON.stringify(item) : String(item);
  }
  return query;
}

async function requestArbitrary(route: AnyRoute, recipe: Recipe, world: FuzzWorld): Promise<fc.Arbitrary<Request>> {
  if (recipe.raw) return (await recipe.raw(world)).map((raw) => ({ raw }));
  const parts: { body?: fc.Arbitrary<unknown>; query?: fc.Arbitrary<Record<string, string>> } = {};
  if (route.body) {
    const schema = route.body;
    parts.body = withOverrides(arbitraryOf(jsonSchemaOf(schema)), (await recipe.body?.(world)) ?? {});
  }
  if (route.query) {
    const schema = route.query;
    parts.query = withOverrides(arbitraryOf(jsonSchemaOf(schema)), (await recipe.query?.(world)) ?? {}).map(asQuery);
  }
  return fc.record(parts) as fc.Arbitrary<Request>;
}

function accountOf(caller: Caller): number | undefined {
  if (caller === 'anonymous') return undefined;
  return caller === 'acme' ? demoCustomers.acme.esme : demoLogins[caller].esme;
}

function defaultCaller(route: AnyRoute): Caller {
  if (!route.access.signedIn) return 'anonymous';
  if (!route.access.roles || route.access.roles.includes(3)) return 'designer';
  if (route.access.roles.includes(0)) return 'admin';
  return route.access.roles.includes(1) ? 'userAdmin' : 'operator';
}

async function send(api: ApiClient, route: AnyRoute, path: string, request: Request, extraHeaders: Record<string, string>): Promise<Answer> {
  const headers: Record<string, string> = { ...extraHeaders, ...request.raw?.headers };
  const rawBody = request.raw?.body ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const result = await api.callRaw(route.method.toUpperCase(), path, { rawBody, query: request.query, headers });
  return result;
}

const isValid = (route: AnyRoute, request: Request) =>
  request.raw !== undefined || ((!route.body || z.safeParse(route.body, request.body).success) && (!route.query || z.safeParse(route.query, request.query).success));

/** What is wrong with one answer to a valid request, if anything. */
function problemOf(route: AnyRoute, answer: Answer): string | null {
  const shown = `${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) return `server error: ${shown}`;
  if (STACK_LINE.test(answer.text)) return `stack trace: ${shown}`;
  const isJson = /json/.test(answer.contentType);
  // A redirect (a tracked link) answers with its Location and no body.
  if (answer.status >= 300 && answer.status < 400) return null;
  if (answer.status < 300) {
    if (!isJson) return null;
    const parsed = z.safeParse(route.response, JSON.parse(answer.text));
    return parsed.success ? null : `answer outside its response schema (${parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}): ${shown}`;
  }
  if (!isJson) return `error not JSON: ${shown}`;
  const body = JSON.parse(answer.text) as { error?: unknown; message?: unknown };
  if (typeof body.error !== 'string' || typeof body.message !== 'string') return `error without error and message: ${shown}`;
  return null;
}

/** The fields by which the console names the caller's own account (docs/api.md, "Account isolation"). */
const ACCOUNT_FIELDS = ['esmeaddr', 'esmeAddr', 'esme', 'esmeId'];

/**
 * A valid request names the caller's own account where it names one: another account's number is
 * refused (403 `account_mismatch`) before the handler does anything, which the cross-account tests
 * already cover. The number goes as text or as a number, whichever the contract reads.
 */
function ownAccount(route: AnyRoute, request: Request, esme: number | undefined): Request {
  if (esme === undefined) return request;
  const fix = (part: 'body' | 'query', schema: z.core.$ZodType | undefined) => {
    const value = request[part] as Record<string, unknown> | undefined;
    if (!schema || typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const key of ACCOUNT_FIELDS.filter((field) => field in value)) {
      const asText = { ...value, [key]: String(esme) };
      const chosen = z.safeParse(schema, asText).success || part === 'query' ? asText : { ...value, [key]: esme };
      if (z.safeParse(schema, chosen).success) Object.assign(value, chosen);
    }
  };
  request = structuredClone(request);
  fix('body', route.body);
  fix('query', route.query);
  return request;
}

const fillPath = (path: string, params: Record<string, string>) => path.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => (name in params ? encodeURIComponent(params[name]!) : whole));

async function fuzzRoute(route: AnyRoute, recipe: Recipe, world: FuzzWorld, options: FuzzOptions): Promise<RouteReport> {
  const report: RouteReport = { key: routeKey(route), sent: 0, setUpFailures: 0, generated: true, statuses: {}, firstAnswers: {}, problems: [] };
  const caller = recipe.as ?? defaultCaller(route);
  const callOnce = async (request: Request, valid = true): Promise<Answer> => {
    let api: ApiClient;
    let params: Record<string, string>;
    let headers: Record<string, string>;
    try {
      api = recipe.freshSession ? await world.fresh(caller) : await world.as(caller);
      params = (await recipe.params?.(world)) ?? {};
      if (valid) request = ownAccount(route, request, accountOf(caller));
      if (valid && recipe.adjust) {
        request = structuredClone(request);
        await recipe.adjust(request, { api, world, params });
      }
      headers = (await recipe.headers?.(world)) ?? {};
    } catch (error) {
      throw new SetUpFailed(error);
    }
    const answer = await send(api, route, fillPath(route.path, params), request, headers);
    report.sent += 1;
    report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
    report.firstAnswers[answer.status] ??= answer.text.slice(0, 300);
    return answer;
  };
  let requests: fc.Arbitrary<Request>;
  try {
    requests = await requestArbitrary(route, recipe, world);
  } catch (error) {
    report.problems.push(`set-up failed: ${String(error)}`);
    return report;
  }
  let problem: string | null = null;
  const details = await fc.check(
    fc.asyncProperty(requests, async (request) => {
      // Refinements have no JSON Schema form: a generated request the contract refuses is skipped, not sent.
      fc.pre(isValid(route, request));
      let answer: Answer;
      try {
        answer = await callOnce(request);
      } catch (error) {
        // The rows a request stands on could not be made (a provider's hourly limit at bench size): skipped, and counted.
        if (!(error instanceof SetUpFailed)) throw error;
        report.setUpFailures += 1;
        fc.pre(false);
        throw error;
      }
      problem = problemOf(route, answer);
      return problem === null;
    }),
    { seed: options.seed, numRuns: options.numRuns, endOnFailure: true },
  );
  if (details.failed && !details.counterexample) {
    report.generated = false;
  } else if (details.failed) {
    const example = JSON.stringify(details.counterexample[0]).slice(0, 600);
    report.problems.push(`${problem ?? 'could not generate a request'} (seed ${details.seed}, path "${details.counterexamplePath}"; request ${example})`);
  }
  if (options.mutations > 0 && !recipe.raw && report.generated) report.problems.push(...(await mutate(route, requests, callOnce, options)));
  return report;
}

/** Breaks one field of a valid request at a time; the answer must be a 400 naming that field. */
async function mutate(route: AnyRoute, requests: fc.Arbitrary<Request>, callOnce: (request: Request, valid: boolean) => Promise<Answer>, options: FuzzOptions): Promise<string[]> {
  const problems: string[] = [];
  let valid: Request[];
  try {
    valid = fc.sample(requests, { seed: options.seed, numRuns: 50 }).filter((request) => isValid(route, request)).slice(0, 2);
  } catch {
    return problems;
  }
  const candidates = valid.flatMap((request) => [
    ...(route.body ? mutationsOf(jsonSchemaOf(route.body), request.body).map((mutation) => ({ part: 'body' as const, request, mutation, schema: route.body! })) : []),
    ...(route.query ? mutationsOf(jsonSchemaOf(route.query), request.query).map((mutation) => ({ part: 'query' as const, request, mutation, schema: route.query! })) : []),
  ]);
  const refused = candidates.flatMap((candidate) => {
    let changed = applyMutation(candidate.request[candidate.part], candidate.mutation);
    if (candidate.part === 'query') changed = asQuery(changed);
    const result = z.safeParse(candidate.schema, changed);
    const field = candidate.mutation.path.join('.');
    // Kept only when the contract itself refuses exactly this field (a union may refuse its parent).
    if (result.success || !result.error.issues.some((issue) => issue.path.join('.') === field)) return [];
    return [{ ...candidate, changed, field }];
  });
  const chosen = refused.length ? fc.sample(fc.shuffledSubarray(refused, { minLength: Math.min(options.mutations, refused.length), maxLength: Math.min(options.mutations, refused.length) }), { seed: options.seed, numRuns: 1 })[0]! : [];
  for (const { part, request, changed, field, mutation } of chosen) {
    let answer: Answer;
    try {
      answer = await callOnce({ ...request, [part]: changed }, false);
    } catch (error) {
      if (error instanceof SetUpFailed) continue;
      throw error;
    }
    const where = `${part} ${field} ${mutation.label}`;
    if (answer.status !== 400) {
      problems.push(`${where}: answered ${answer.status}, not 400: ${answer.text.slice(0, 200)}`);
      continue;
    }
    const fields = (JSON.parse(answer.text) as { fields?: Record<string, string> }).fields ?? {};
    if (!(field in fields)) problems.push(`${where}: the 400 names ${JSON.stringify(fields)}, not ${field} (seed ${options.seed}; ${part} ${JSON.stringify(changed).slice(0, 400)})`);
  }
  return problems;
}

/**
 * Property-based fuzz of every route from its own contract: valid requests (past validation, into
 * the handler) as a caller who may make them, then one broken field at a time. Seeded: a failure
 * prints the seed and the route, and `FUZZ_SEED` with `FUZZ_ONLY` replays it.
 */
export async function runContractFuzz(routes: readonly AnyRoute[], recipes: Recipes, world: FuzzWorld, options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = { seed: options.seed, routes: [], withoutRecipe: [] };
  for (const route of routes) {
    const key = routeKey(route);
    if (options.only && !key.includes(options.only)) continue;
    const recipe = recipes[key];
    if (!recipe) {
      report.withoutRecipe.push(key);
      continue;
    }
    report.routes.push(await fuzzRoute(route, recipe, world, options));
  }
  return report;
}

/** A 2xx, or the redirect a link route answers with. */
export const reachedSuccess = (route: RouteReport) => Object.keys(route.statuses).some((status) => Number(status) >= 200 && Number(status) < 400);
