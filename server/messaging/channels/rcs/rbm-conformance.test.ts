import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { startRcsSandbox, type RcsSandbox } from '../../sandbox/rcs/start-rcs-sandbox';
import { serviceAccountRbmTokens } from './rbm-access-tokens';
import { createRbmClient, type RbmClient } from './rbm-client';
import * as google from './google-reference/rbm-reference-shapes.testing';

/**
 * Issue #30: what our RBM client writes and what the sandbox answers, checked against shapes and
 * fixtures written from Google's REST reference (google-reference/). Each exchange is recorded at the
 * fetch our client uses, so the bytes checked are the bytes sent.
 */

const agentId = 'conformance_agent';
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./google-reference/${name}.json`, import.meta.url), 'utf8'));

interface Exchange {
  method: string;
  url: URL;
  body: unknown;
  status: number;
  answer: unknown;
}

const exchanges: Exchange[] = [];
const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const text = await response.clone().text();
  const json = (raw: string | undefined) => (raw ? (JSON.parse(raw) as unknown) : undefined);
  exchanges.push({ method: init?.method ?? 'GET', url: new URL(String(input)), body: typeof init?.body === 'string' ? json(init.body) : undefined, status: response.status, answer: json(text || undefined) });
  return response;
};
const sent = (method: string, path: RegExp) => exchanges.filter((exchange) => exchange.method === method && path.test(exchange.url.pathname));

function conforms(schema: ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  expect(parsed.success ? [] : parsed.error.issues, JSON.stringify(value).slice(0, 300)).toEqual([]);
}

let sandbox: RcsSandbox;
let client: RbmClient;
let token: string;
beforeAll(async () => {
  // Every device offline for longer than the tests take, so a sent message waits in its queue to be revoked.
  sandbox = await startRcsSandbox({
    clientToken: 'conformance',
    timing: { deliveredMs: [0, 0], readMs: [0, 0], replyMs: [0, 0], expiryCapMs: 600_000 },
    rules: { notCapableSuffixes: ['999'], notCapableRate: 0, offlineRate: 1 },
    seed: 7,
    deliverWebhook: () => Promise.resolve(),
  });
  const tokens = serviceAccountRbmTokens({ key: sandbox.serviceAccountKey, timeoutMs: 5_000 });
  token = await tokens.current();
  client = createRbmClient({ baseUrl: sandbox.baseUrl, tokens, fetch: recordingFetch });
});
afterAll(() => sandbox.close());

const raw = (method: string, path: string, body?: unknown) =>
  fetch(`${sandbox.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

describe("RBM agent API against Google's reference", () => {
  it('has fixtures that are the reference’s own shapes', () => {
    const table: Array<[string, ZodType]> = [
      ['users.batchGet.request', google.batchGetUsersRequest],
      ['users.batchGet.response', google.batchGetUsersResponse],
      ['users.batchGet.sampled.response', google.batchGetUsersResponse],
      ['error.invalid-argument', google.googleError],
      ['error.not-found', google.googleError],
      ['error.unauthenticated', google.googleError],
      ['phones.agentMessages.delete.response', google.empty],
    ];
    for (const [name, schema] of table) conforms(schema, fixture(name));
    expect(google.googleError.safeParse({ error: { code: 404, message: 'x', status: 'INVALID_ARGUMENT' } }).success).toBe(false);
  });

  it('users.batchGet: our requests and the sandbox’s answers are Google’s, split at the batch limit, sampled from 500 numbers', async () => {
    const numbers = Array.from({ length: 600 }, (_, index) => `+9198700${String(index).padStart(5, '0')}`);
    const whole = await client.batchGetUsers(numbers, agentId);
    const small = await createRbmClient({ baseUrl: sandbox.baseUrl, tokens: serviceAccountRbmTokens({ key: sandbox.serviceAccountKey, timeoutMs: 5_000 }), fetch: recordingFetch, batchLimit: 250 }).batchGetUsers(numbers, agentId);
    expect(small.requests).toBe(3);
    expect([...small.reachable].sort()).toEqual([...whole.reachable].sort());
    expect(whole.reachable.size).toBeGreaterThan(400);
    expect(whole.totalRandomSampleUserCount).toBeGreaterThan(300);
    // Below 500 numbers in a request Google samples none.
    expect(small.totalRandomSampleUserCount).toBe(0);
    const requests = sent('POST', /^\/v1\/users:batchGet$/);
    expect(requests.map((exchange) => (exchange.body as { users: string[] }).users.length)).toEqual([600, 250, 250, 100]);
    for (const exchange of requests) {
      conforms(google.batchGetUsersRequest, exchange.body);
      conforms(google.batchGetUsersResponse, exchange.answer);
    }
  });

  it('phones.agentMessages.delete: our revoke names the message as Google’s path does, with agentId and no body; 200 {} while queued, 404 after', async () => {
    const decoded = (exchange: Exchange) => google.agentMessageDeletePath.exec(decodeURIComponent(exchange.url.pathname));
    await client.sendAgentMessage('+919870100001', { messageId: 'revoke-me', agentId, message: { contentMessage: { text: 'Hi' } } });
    expect(await client.revokeAgentMessage('+919870100001', { messageId: 'revoke-me', agentId })).toBe('revoked');
    expect(await client.revokeAgentMessage('+919870100001', { messageId: 'revoke-me', agentId })).toBe('delivered');
    const revokes = sent('DELETE', /agentMessages/);
    expect(revokes.map((exchange) => [exchange.status, decoded(exchange)?.slice(1), [...exchange.url.searchParams.entries()], exchange.body])).toEqual([
      [200, ['+919870100001', 'revoke-me'], [['agentId', agentId]], undefined],
      [404, ['+919870100001', 'revoke-me'], [['agentId', agentId]], undefined],
    ]);
    conforms(google.empty, revokes[0]?.answer);
    conforms(google.googleError, revokes[1]?.answer);
  });

  it('answers users.batchGet without agentId, over 10,000 numbers, or with a bad token as Google does', async () => {
    const refusals = [
      await raw('POST', '/v1/users:batchGet', { users: ['+919870000001'] }),
      await raw('POST', '/v1/users:batchGet', { users: Array.from({ length: 10_001 }, (_, index) => `+91987${String(index).padStart(7, '0')}`), agentId }),
      await fetch(`${sandbox.baseUrl}/v1/users:batchGet`, { method: 'POST', headers: { authorization: 'Bearer nope' }, body: '{}' }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 401]);
    for (const answer of refusals) conforms(google.googleError, await answer.json());
  });
});
