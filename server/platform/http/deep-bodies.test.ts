import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../app';
import { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, TEST_BCRYPT_COST, type TestServer } from '../../testing/test-server';
import type { ApiError } from '../api-error';
import { parseWith } from './validation';

/** The limit callers are told in the answer; json-problems.ts says why it is 64. */
const MAX_JSON_DEPTH = 64;
const TOO_DEEP = `Nested deeper than ${MAX_JSON_DEPTH} levels`;

const nestedLists = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('parseWith on deeply nested values', () => {
  it(`takes a value ${MAX_JSON_DEPTH} levels deep and refuses one level more, naming the whole value`, () => {
    const deepest = JSON.parse(nestedObjects(MAX_JSON_DEPTH)) as unknown;
    expect(parseWith(z.unknown(), deepest, '(body)')).toEqual(deepest);
    expect(() => parseWith(z.unknown(), JSON.parse(nestedObjects(MAX_JSON_DEPTH + 1)), '(body)')).toThrow(
      expect.objectContaining({ errorName: 'invalidRequest', fields: { '(body)': TOO_DEEP } }) as ApiError,
    );
  });

  // z.json() recurses too: it would overflow on this value if the depth were not refused first.
  it('refuses 100,000 levels before a recursive schema sees them', () => {
    expect(() => parseWith(z.json(), JSON.parse(nestedLists(100_000)), 'variables')).toThrow(expect.objectContaining({ fields: { variables: TOO_DEEP } }) as ApiError);
  });

  it('still names the path of text PostgreSQL cannot store, in a key or a value', () => {
    expect(() => parseWith(z.unknown(), { a: [{ b: 'x' }, { 'c\u0000': 1 }] }, '(body)')).toThrow(expect.objectContaining({ fields: { 'a.1.c\u0000': expect.any(String) as string } }) as ApiError);
    expect(() => parseWith(z.unknown(), [[], ['ok', 'a\uDC00']], '(body)')).toThrow(expect.objectContaining({ fields: { '1.1': expect.any(String) as string } }) as ApiError);
  });
});

describe.each(testDatabases)('routes refuse a deeply nested JSON body before sign-in, on $name', (database) => {
  let server: TestServer;
  let client: ApiClient;
  const logged: { level: number; err?: unknown }[] = [];
  beforeAll(async () => {
    server = await startTestServer(database);
    const logLines = new Writable({
      write(line: Buffer, _encoding, done) {
        logged.push(JSON.parse(line.toString('utf8')) as { level: number });
        done();
      },
    });
    const app = createApp({ db: server.db, config: server.config, logger: pino({ level: 'info' }, logLines), options: { bcryptCost: TEST_BCRYPT_COST, now: server.clock.now } });
    client = new ApiClient({ ...server, app });
  });
  afterAll(() => server.dispose());

  const depths = [MAX_JSON_DEPTH + 1, 10_000, 100_000];
  const cases = ['/api/auth/login', '/api/client-errors', '/api/bot/verify'].flatMap((path) =>
    depths.flatMap((depth) => [
      { path, shape: 'lists', depth, body: nestedLists(depth) },
      { path, shape: 'objects', depth, body: nestedObjects(depth) },
    ]),
  );

  it.each(cases)('answers $path 400 naming the body for $shape $depth deep, and logs no error', async ({ path, body }) => {
    logged.length = 0;
    const answer = await client.call('POST', path, { rawBody: body });
    expect([answer.status, answer.json]).toEqual([400, { error: 'invalid_request', message: 'Invalid (body).', fields: { '(body)': TOO_DEEP } }]);
    expect(logged.filter((line) => line.level >= 50 || line.err !== undefined)).toEqual([]);
  });
});
