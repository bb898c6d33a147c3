import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody } from '@/api/contracts/errors';
import { createApp } from '../../app';
import type { Db } from '../db/db';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import { migrate } from '../db/migrate';
import { apiRoutes } from '../../api-routes';
import { demoLogins } from '../../seed/demo-accounts';
import { seedDemoData } from '../../seed/seed-demo';
import { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { loadTestConfig, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(testDatabases)('HTTP contract on $name', (database) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    admin = new ApiClient(server);
    await admin.login(demoLogins.admin.username, demoLogins.admin.password);
  });
  afterAll(() => server.dispose());

  describe('XSRF double submit', () => {
    it('sets a readable, strict XSRF-TOKEN cookie when the request has none', async () => {
      const response = await server.app.request('/api/openapi.json');
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{64}; Path=\/; SameSite=Strict$/);
      const again = await server.app.request('/api/openapi.json', { headers: { cookie: 'XSRF-TOKEN=abc' } });
      expect(again.headers.get('set-cookie')).toBeNull();
    });

    it('answers 403 xsrf_mismatch for a missing or wrong header, before anything else', async () => {
      for (const xsrf of ['omit', 'mismatch'] as const) {
        const api = new ApiClient(server);
        const result = await api.call('POST', '/api/auth/login', { body: { user_cred: { userName: 'admin', password: 'x' }, agent: 'x' }, xsrf });
        expect(result.status).toBe(403);
        expect(result.json.error).toBe('xsrf_mismatch');
      }
      const deletion = await admin.call('DELETE', '/api/users', { query: { id: '00000000-0000-4000-8000-000000000000' }, xsrf: 'mismatch' });
      expect(deletion.status).toBe(403);
    });
  });

  describe('errors', () => {
    it('answers every route 400 with fields naming each missing field', async () => {
      let checked = 0;
      for (const route of apiRoutes) {
        for (const [part, schema] of [['body', route.body], ['query', route.query]] as const) {
          if (!schema || z.safeParse(schema, {}).success) continue;
          const required = (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).required ?? []) as string[];
          const result = await admin.call(route.method.toUpperCase(), route.path, part === 'body' ? { body: {} } : {});
          expect.soft(result.status, `${route.method} ${route.path}`).toBe(400);
          // A body with no required field but a rule across fields (e.g. "send at least one") is wrong as a whole.
          const expected = required.length ? [...required].sort() : [`(${part})`];
          expect.soft(Object.keys(result.json.fields ?? {}).sort(), `${route.method} ${route.path}`).toEqual(expected);
          checked += 1;
        }
      }
      // A body whose fields are all optional (`getWabaNumbers`: spec §7 names none) has nothing to miss.
      const needsInput = (schema: z.core.$ZodType | undefined) => schema !== undefined && !z.safeParse(schema, {}).success;
      expect(checked).toBe(apiRoutes.filter((route) => needsInput(route.body) || needsInput(route.query)).length);
    });

    it('answers 400 for malformed JSON, an empty body and a body that is not an object', async () => {
      const malformed = await admin.call('POST', '/api/bot/timezone', { rawBody: '{"esmeAddr":' });
      expect([malformed.status, malformed.json.error]).toEqual([400, 'invalid_json']);
      const empty = await admin.call('POST', '/api/bot/timezone', { rawBody: '' });
      expect([empty.status, empty.json.error]).toEqual([400, 'empty_body']);
      const array = await admin.call('POST', '/api/bot/timezone', { body: [1] });
      expect([array.status, array.json.fields]).toEqual([400, { '(body)': expect.any(String) }]);
    });

    it('answers 413 for a body over the limit', async () => {
      const result = await admin.call('POST', '/api/client-errors', { rawBody: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }) });
      expect([result.status, result.json.error]).toEqual([413, 'payload_too_large']);
    });

    it('answers unknown API paths and methods with 404 JSON', async () => {
      for (const [method, path] of [['GET', '/api/nope'], ['GET', '/api/auth/login'], ['PUT', '/api/users']]) {
        const result = await admin.call(method ?? 'GET', path ?? '/');
        expect(result.status).toBe(404);
        expect(errorBody.parse(result.json).error).toBe('not_found');
      }
    });

    it('answers a server fault 500 internal without details', async () => {
      const broken: Db = {
        query: () => Promise.reject(new Error('connection lost at 10.0.0.5')),
        exec: () => Promise.reject(new Error('no')),
        transaction: () => Promise.reject(new Error('no')),
        close: () => Promise.resolve(),
      };
      const app = createApp({ db: broken, config: loadTestConfig(), logger: pino({ level: 'silent' }) });
      const response = await app.request('/api/bot/checkflag?id=abc');
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'internal', message: expect.not.stringContaining('10.0.0.5') });
    });

    it('answers 503 database_unavailable with Retry-After when the database is out of reach, and tells no address', async () => {
      const unreachable = () => Promise.reject(new DatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' })));
      const down: Db = { query: unreachable, exec: unreachable, transaction: unreachable, close: () => Promise.resolve() };
      const app = createApp({ db: down, config: loadTestConfig(), logger: pino({ level: 'silent' }) });
      const response = await app.request('/api/bot/checkflag?id=abc');
      expect([response.status, response.headers.get('retry-after')]).toEqual([503, '5']);
      expect(await response.json()).toEqual({ error: 'database_unavailable', message: expect.not.stringContaining('10.0.0.5') });
    });
  });

  describe('request ids', () => {
    it('echoes a plain caller id and replaces anything else', async () => {
      const echoed = await server.app.request('/api/openapi.json', { headers: { 'x-request-id': 'abc-123' } });
      expect(echoed.headers.get('x-request-id')).toBe('abc-123');
      const replaced = await server.app.request('/api/openapi.json', { headers: { 'x-request-id': 'bad id "forged":1' } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('reference', () => {
    it('documents every route in OpenAPI 3.1, and the docs page is self-contained', async () => {
      const document = await (await server.app.request('/api/openapi.json')).json();
      expect(document.openapi).toBe('3.1.0');
      for (const route of apiRoutes) {
        const path = route.path.replace(/:(\w+)/g, '{$1}');
        expect(document.paths[path]?.[route.method], `${route.method} ${path}`).toBeDefined();
      }
      const saveFlow = document.paths['/api/bot/flows/{id}'].put;
      expect(saveFlow.parameters).toContainEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
      expect(document.paths['/api/gateway/{botId}/messages'].post.security).not.toContainEqual(expect.objectContaining({ xsrf: [] }));
      const page = await (await server.app.request('/api/docs')).text();
      expect(page).toContain('/api/auth/customer-login');
      expect(page).not.toMatch(/<script|https?:\/\/(?!localhost)[a-z]/i);
    });

    it('serves every configured endpoint of the sign-in, session and user calls', () => {
      const config = loadTestConfig();
      const served = new Set(apiRoutes.map((route) => route.path));
      const join = (base: string, path: string) => `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
      const { downloadColumns: _reportsArea, ...ours } = config.endpoints;
      for (const [name, endpoint] of Object.entries({ ...ours, errorReporting: config.errorReporting.endpoint })) {
        expect(served.has(join(config.services[endpoint.service], endpoint.path)), name).toBe(true);
      }
    });
  });

  describe('migrations and seed', () => {
    it('apply once and seed once', async () => {
      expect(await migrate(server.db)).toEqual([]);
      expect(await seedDemoData(server.db, { bcryptCost: 4, now: new Date() })).toBe(false);
      const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(row?.n).toBeGreaterThan(0);
    });
  });
});
