import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../seed/demo-accounts';
import { ApiClient } from '../testing/api-client';
import { listen, type ListeningServer, type SocketAnswer } from '../testing/socket-client';
import { testDatabases } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { malformedBodies, malformedParams, malformedQueries, type JsonSchema } from './malformed-input';

interface Operation {
  method: string;
  path: string;
  'x-roles'?: number[];
  parameters?: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  security?: Record<string, string[]>[];
}

const XSRF = 'fuzz-xsrf-token';
const loginOfRole = { 0: demoLogins.admin, 1: demoLogins.userAdmin, 2: demoLogins.operator, 3: demoLogins.designer } as const;
const STACK_LINE = /\n\s+at .+:\d+:\d+/;

function problemsOf(answer: SocketAnswer): string[] {
  const shown = `${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status >= 500) return [`server error: ${shown}`];
  if (STACK_LINE.test(answer.text)) return [`stack trace: ${shown}`];
  if (answer.status < 400) return [];
  if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) return [`not JSON: ${shown}`];
  const body = JSON.parse(answer.text) as { error?: unknown; message?: unknown; fields?: Record<string, string> };
  if (typeof body.error !== 'string' || typeof body.message !== 'string') return [`no error and message: ${shown}`];
  if (answer.status === 400 && body.error === 'invalid_request' && !Object.keys(body.fields ?? {}).length) return [`no field named: ${shown}`];
  return [];
}

function operationsOf(document: { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })));
}

/** The requests for one operation: every malformed body, path value and query value, each on its own. */
function requestsFor(operation: Operation): { label: string; path: string; body?: string }[] {
  const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const fill = (value: string) => pathParams.reduce((path, parameter) => path.replace(`{${parameter.name}}`, value), operation.path);
  const plainPath = fill('1');
  const bodySchema = operation.requestBody?.content['application/json'].schema;
  return [
    ...(bodySchema ? malformedBodies(bodySchema).map(({ label, body }) => ({ label: `body ${label}`, path: plainPath, body })) : [{ label: 'unexpected 200 KB body', path: plainPath, body: JSON.stringify({ x: 'x'.repeat(200 * 1024) }) }]),
    ...(pathParams.length ? malformedParams().map(({ label, value }) => ({ label: `path ${label}`, path: fill(value), body: bodySchema ? '{}' : undefined })) : []),
    ...malformedQueries(queryParams).map(({ label, query }) => ({ label: `query ${label}`, path: `${plainPath}?${query}`, body: bodySchema ? '{}' : undefined })),
  ];
}

describe.each(testDatabases)('every OpenAPI operation survives malformed input on $name', (database) => {
  let server: TestServer;
  let listening: ListeningServer;
  let operations: Operation[];
  beforeAll(async () => {
    server = await startTestServer(database);
    listening = await listen(server);
    const document = await listening.send({ method: 'GET', path: '/api/openapi.json' });
    operations = operationsOf(JSON.parse(document.text));
  });
  afterAll(async () => {
    await listening.close();
    await server.dispose();
  });

  it('answers 2xx or a 4xx JSON error naming the problem, never 5xx, a stack or a dropped connection', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const role = (operation['x-roles']?.[0] ?? 3) as keyof typeof loginOfRole;
      const login = loginOfRole[role];
      // A fresh session per operation: a fuzzed sign-out must not blind the operations after it.
      const client = new ApiClient(server);
      await client.login(login.username, login.password ?? '');
      const headers = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json', authorization: `Bearer ${client.token}`, session: client.sessionId ?? '' };
      let previous: SocketAnswer | null = null;
      for (const request of requestsFor(operation)) {
        const where = `${operation.method} ${request.path.slice(0, 100)} (${request.label})`;
        let answer: SocketAnswer;
        try {
          answer = await listening.send({ method: operation.method, path: request.path, body: request.body, headers });
        } catch (error) {
          problems.push(`${where}: connection dropped (${String(error)})`);
          previous = null;
          continue;
        }
        sent += 1;
        // The connection the previous answer left open must carry this request.
        if (previous && previous.headers.connection !== 'close' && !answer.reused) problems.push(`${where}: the previous answer lost the connection`);
        previous = answer;
        problems.push(...problemsOf(answer).map((problem) => `${where}: ${problem}`));
      }
    }
    const after = await listening.send({ method: 'GET', path: '/api/bot/checkflag?id=after-fuzz' });
    expect(after.status).toBe(200);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 120_000);
});
