import { z } from 'zod';
import { errorBody } from '@/api/contracts/errors';
import type { AnyRoute } from '../platform/http/route';
import { isXsrfExempt } from '../platform/http/xsrf';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid request: `fields` names each bad field by path',
  401: 'Not signed in, or the session ended',
  403: 'Forbidden (role, account or XSRF)',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests (failed sign-ins, web chat messages): see `Retry-After`',
};

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  // Coercions and transforms have no JSON Schema form; `unrepresentable: 'any'` documents them as their input.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function queryParameters(query: z.core.$ZodType): JsonSchema[] {
  const schema = jsonSchema(query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

const operationId = (route: AnyRoute) =>
  route.method + route.path.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(.)?/g, (_match, next?: string) => (next ? next.toUpperCase() : ''));

function security(route: AnyRoute): Record<string, string[]>[] {
  const needsXsrf = route.method !== 'get' && !isXsrfExempt(route.path);
  const scheme: Record<string, string[]> = {
    ...(route.access.signedIn ? { bearer: [], session: [] } : {}),
    ...(needsXsrf ? { xsrf: [] } : {}),
  };
  return Object.keys(scheme).length ? [scheme] : [];
}

/** Hono writes `/flows/:id`; OpenAPI writes `/flows/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

function pathParameters(route: AnyRoute): JsonSchema[] {
  return [...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

function operation(route: AnyRoute): JsonSchema {
  const errorResponses = Object.fromEntries(
    // Every state-changing call can fail the XSRF check (403); any call can hit a missing route or a bug.
    [...new Set([...route.errors, ...(route.method === 'get' ? [] : [403]), 404, 500])]
      .sort((a, b) => a - b)
      .map((status) => [String(status), { description: STATUS_TEXT[status] ?? 'Server error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } }]),
  );
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    description: `Who may call: ${route.who}${route.access.roles ? ` Roles: ${route.access.roles.join(', ')}.` : ''}`,
    security: security(route),
    // Machine-readable copy of the roles for generated tests and clients; the description says the same in words.
    ...(route.access.roles ? { 'x-roles': [...route.access.roles] } : {}),
    // The whole rule the router decides with (server/platform/access/route-access.ts), for the table test and clients.
    'x-access': route.access,
    ...(route.query || pathParameters(route).length ? { parameters: [...pathParameters(route), ...(route.query ? queryParameters(route.query) : [])] } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } } : {}),
    ...(route.rawBody ? { requestBody: { required: true, description: route.rawBody, content: { 'application/json': { schema: { type: 'object' } } } } } : {}),
    responses: {
      '200': { description: 'OK', content: { [route.contentType ?? 'application/json']: { schema: jsonSchema(route.response, 'output') } } },
      ...errorResponses,
    },
  };
}

/** OpenAPI 3.1 for every registered route, built from the same zod contracts the routes validate with. */
export function buildOpenApiDocument(routes: readonly AnyRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Messaging console API',
      version: '1.0.0',
      description:
        'Reference server of the business messaging console. Every POST and DELETE needs the X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie that any answer sets. Every error is JSON { error, message, fields? }.',
    },
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from a sign-in.' },
        session: { type: 'apiKey', in: 'header', name: 'session', description: 'The session id that belongs to the token.' },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'The value of the XSRF-TOKEN cookie.' },
      },
      schemas: { ErrorBody: jsonSchema(errorBody, 'output') },
    },
  };
}
