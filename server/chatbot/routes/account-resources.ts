import type { z } from 'zod';
import {
  apiTestRequest,
  apiTestResponse,
  appListResponse,
  appRequest,
  chatbotApp,
  deletedResponse,
  enterpriseApi,
  enterpriseApiListResponse,
  enterpriseApiRequest,
  intent,
  intentListResponse,
  intentRequest,
} from '@/api/contracts/chatbot';
import type { Queryable } from '../../platform/db/db';
import { ApiError, notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { outboundFetch } from '../gateway/outbound-proxy';
import { appsRepo, enterpriseApisRepo, intentsRepo, type AccountResourceRepo, type ResourceValues } from '../repo/account-resources';
import { BOT_BASE, idParams } from './chatbot-paths';
import { iso } from './present';
import { routeFamily } from '../../platform/access/route-families';

type Stamped = { id: string; esme: number; name: string; created_on: Date; updated_on: Date };

interface ResourceSpec<Row extends Stamped> {
  /** Path segment under the bot base, e.g. `intents`. */
  segment: string;
  /** Member of the list answer, e.g. `intents`. */
  listKey: string;
  /** A singular noun for messages and the reference. */
  noun: string;
  tag: string;
  repo: AccountResourceRepo<Row>;
  request: z.ZodType<ResourceValues<Row>, unknown>;
  row: z.core.$ZodType;
  list: z.core.$ZodType;
  /** Checks a request against other rows of the account (a bot it names); throws a 400 naming the field. */
  check?: (q: Queryable, esme: number, values: ResourceValues<Row>) => Promise<void>;
  /** The row as the contract shows it, when it shows more than the stored columns. */
  present?: (row: Row) => unknown;
}

/** The row as its contract shows it: no account, ISO times. */
export function presentRow<Row extends Stamped>({ esme: _esme, created_on, updated_on, ...rest }: Row) {
  return { ...rest, created_on: iso(created_on), updated_on: iso(updated_on) };
}

/** List, create, replace and delete for one account-scoped resource with unique names. */
export function resourceRoutes<Row extends Stamped>(spec: ResourceSpec<Row>): AnyRoute[] {
  const { repo, noun, tag, check = () => Promise.resolve(), present = presentRow } = spec;
  const base = `${BOT_BASE}/${spec.segment}`;
  const taken = (name: string) => new ApiError('nameTaken', `An ${noun} named ${name} already exists.`, { name: 'Already taken' });
  return [
    defineRoute({
      ...routeFamily.chatbot,
      method: 'get',
      path: base,
      tag,
      summary: `Every ${noun} of the account, by name.`,
      response: spec.list,
      errors: [401, 403],
      handle: async ({ ctx, auth }) => ({ [spec.listKey]: (await repo.list(ctx.db, auth.esme)).map(present) }),
    }),
    defineRoute({
      ...routeFamily.chatbot,
      method: 'post',
      path: base,
      tag,
      summary: `Creates an ${noun}.`,
      body: spec.request,
      response: spec.row,
      errors: [400, 401, 403, 409],
      handle: ({ ctx, auth, body }) =>
        ctx.db.transaction(async (tx) => {
          if (await repo.nameTaken(tx, auth.esme, body.name, null)) throw taken(body.name);
          await check(tx, auth.esme, body);
          return present(await repo.insert(tx, auth.esme, body, ctx.options.now()));
        }),
    }),
    defineRoute({
      ...routeFamily.chatbot,
      method: 'put',
      path: `${base}/:id`,
      tag,
      summary: `Replaces an ${noun}.`,
      params: idParams,
      body: spec.request,
      response: spec.row,
      errors: [400, 401, 403, 404, 409],
      handle: ({ ctx, auth, body, params }) =>
        ctx.db.transaction(async (tx) => {
          if (!(await repo.find(tx, auth.esme, params.id))) throw notFound(`No such ${noun}.`);
          if (await repo.nameTaken(tx, auth.esme, body.name, params.id)) throw taken(body.name);
          await check(tx, auth.esme, body);
          return present(await repo.update(tx, params.id, body, ctx.options.now()));
        }),
    }),
    defineRoute({
      ...routeFamily.chatbot,
      method: 'delete',
      path: `${base}/:id`,
      tag,
      summary: `Deletes an ${noun}.`,
      params: idParams,
      response: deletedResponse,
      errors: [400, 401, 403, 404],
      handle: ({ ctx, auth, params }) =>
        ctx.db.transaction(async (tx) => {
          if (!(await repo.find(tx, auth.esme, params.id))) throw notFound(`No such ${noun}.`);
          await repo.remove(tx, params.id);
          return { deleted: params.id };
        }),
    }),
  ];
}

/** `key=value` lines of the tester's form bodies; a line without `=` is a key with an empty value. */
function formFields(body: string) {
  return body
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = line.indexOf('=');
      return at < 0 ? { key: line.trim(), value: '' } : { key: line.slice(0, at).trim(), value: line.slice(at + 1) };
    });
}

export const apiTesterRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'post',
  path: `${BOT_BASE}/enterpriseapi/test`,
  tag: 'Chatbot: enterprise APIs',
  summary: 'Calls an API through the outbound proxy (no private addresses, timeout, size cap) and shows the answer.',
  body: apiTestRequest,
  response: apiTestResponse,
  errors: [400, 401, 403, 408, 424],
  async handle({ body }) {
    const payload =
      body.method === 'GET' || body.body === ''
        ? null
        : body.body_type === 'form_data'
          ? { type: 'form_data' as const, fields: formFields(body.body) }
          : body.body_type === 'urlencoded'
            ? { type: 'urlencoded' as const, text: new URLSearchParams(formFields(body.body).map(({ key, value }) => [key, value])).toString() }
            : { type: 'raw' as const, text: body.body };
    const headers = Object.fromEntries(body.headers.filter((header) => header.key.trim() !== '').map((header) => [header.key.trim(), header.value]));
    return outboundFetch({ method: body.method, url: body.url, headers, body: payload });
  },
});

export const accountResourceRoutes: AnyRoute[] = [
  ...resourceRoutes({ segment: 'intents', listKey: 'intents', noun: 'intent', tag: 'Chatbot: intents', repo: intentsRepo, request: intentRequest, row: intent, list: intentListResponse }),
  ...resourceRoutes({ segment: 'apps', listKey: 'apps', noun: 'app', tag: 'Chatbot: apps', repo: appsRepo, request: appRequest, row: chatbotApp, list: appListResponse }),
  apiTesterRoute,
  ...resourceRoutes({
    segment: 'enterpriseapi',
    listKey: 'apis',
    noun: 'enterprise API',
    tag: 'Chatbot: enterprise APIs',
    repo: enterpriseApisRepo,
    request: enterpriseApiRequest,
    row: enterpriseApi,
    list: enterpriseApiListResponse,
  }),
];
