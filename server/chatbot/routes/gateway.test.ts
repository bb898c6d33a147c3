import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FLOW, converse, createSandboxDeps, type FlowDocument, type UserEvent } from '@/canvas/engine';
import { startEchoServer } from '../gateway/testing/echo-server';
import { outboundFetcher } from '../gateway/runtime-deps';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';

const EVENTS: UserEvent[] = [
  { type: 'start' },
  { type: 'text', text: 'Sign me up' },
  { type: 'text', text: 'asha rao' },
  { type: 'text', text: 'asha@example.com' },
  { type: 'text', text: 'skip' },
];

/** The sign-up sample with its API pointed at the local echo server, which answers like the real one. */
function signupAgainst(origin: string): FlowDocument {
  const doc = structuredClone(SIGNUP_FLOW);
  for (const node of doc.nodes) if (node.kind === 'API') node.data.url = `${origin}/v1/subscribers`;
  return doc;
}

describe.each(testDatabases)('chatbot gateway, simulator proxy and chat report on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let echo: Awaited<ReturnType<typeof startEchoServer>>;
  let botId: string;
  let flowId: string;
  let token: string;
  let doc: FlowDocument;
  const previousAllow = process.env.OUTBOUND_ALLOW;

  beforeAll(async () => {
    echo = await startEchoServer();
    process.env.OUTBOUND_ALLOW = echo.hostPort;
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    botId = await createBot(designer, 'Gateway bot');
    const flow = (await designer.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Sign-up' } })).json;
    flowId = flow.id;
    doc = signupAgainst(echo.origin);
    await designer.call('PUT', `${BOT}/flows/${flowId}`, { body: { document: doc, baseVersion: 1 } });
    const published = await designer.call('POST', `${BOT}/flows/${flowId}/publish`, { body: { baseVersion: 2 } });
    expect(published.status).toBe(200);
    token = (await designer.call('GET', `${BOT}/bots/${botId}/gateway`)).json.token;
  });
  afterAll(async () => {
    if (previousAllow === undefined) delete process.env.OUTBOUND_ALLOW;
    else process.env.OUTBOUND_ALLOW = previousAllow;
    await server.dispose();
    await echo.close();
  });

  const send = (conversationId: string, event: UserEvent, bearer = token) =>
    server.app.request(`/api/gateway/${botId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ conversationId, event }),
    });

  it('answers turn by turn exactly as runFlow does locally, without XSRF, and logs every turn', async () => {
    const local = await converse({ ...doc, id: flowId, botId }, EVENTS, createSandboxDeps({ fetcher: outboundFetcher, now: () => server.clock.now().getTime() }));
    for (const [index, event] of EVENTS.entries()) {
      const response = await send('+919800000001', event);
      expect(response.status, `turn ${index}`).toBe(200);
      const body = (await response.json()) as { messages: unknown[]; ended: boolean };
      expect(body.messages, `turn ${index}`).toEqual(local.turns[index]!.messages);
      expect(body.ended).toBe(local.turns[index]!.state.ended);
    }
    const last = local.turns.at(-1)!.messages;
    expect(JSON.stringify(last)).toContain('Member SUB-1001, you now have 150 points');

    const report = await designer.call('GET', `${BOT}/chatreport`, { query: { botId } });
    expect(report.json).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(report.json.conversations[0]).toMatchObject({ conversation_id: '+919800000001', bot_name: 'Gateway bot', turns: 5, ended: false, last_message: expect.stringContaining('Running shoes') });
    const transcript = await designer.call('GET', `${BOT}/chatreport/${report.json.conversations[0].id}`);
    expect(transcript.json.turns.map((turn: { seq: number }) => turn.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(transcript.json.turns[0]).toMatchObject({ input: { type: 'start' }, visited: [{ node_id: 'welcome', kind: 'MESSAGE', outcome: 'wait', flow_id: flowId }] });
    expect(transcript.json.turns[4].visited.map((step: { node_id: string }) => step.node_id)).toEqual(['details', 'email-ok', 'register', 'bonus', 'thanks', 'deals']);
  });

  it('counts drop-off per node and edge, and searches and pages the report', async () => {
    await send('+919800000002', { type: 'start' });
    await send('+919800000002', { type: 'text', text: 'Not now' });
    const dropoff = await designer.call('GET', `${BOT}/flows/${flowId}/dropoff`, { query: { from: '2026-03-01', to: '2026-03-01' } });
    expect(dropoff.json.conversations).toBe(2);
    const node = (id: string) => dropoff.json.nodes.find((row: { node_id: string }) => row.node_id === id);
    expect([node('welcome'), node('bye'), node('deals'), node('api-down')]).toEqual([
      { node_id: 'welcome', reached: 2, last: 0 },
      { node_id: 'bye', reached: 1, last: 1 },
      { node_id: 'deals', reached: 1, last: 1 },
      { node_id: 'api-down', reached: 0, last: 0 },
    ]);
    const edge = (source: string, target: string) => dropoff.json.edges.find((row: { source: string; target: string }) => row.source === source && row.target === target).taken;
    expect([edge('welcome', 'details'), edge('welcome', 'bye'), edge('register', 'bonus'), edge('register', 'api-down')]).toEqual([1, 1, 1, 0]);
    expect((await designer.call('GET', `${BOT}/flows/${flowId}/dropoff`, { query: { from: '2026-03-02' } })).json.conversations).toBe(0);

    const search = await designer.call('GET', `${BOT}/chatreport`, { query: { q: 'asha@example', pageSize: '1' } });
    expect(search.json).toMatchObject({ total: 1, conversations: [{ conversation_id: '+919800000001' }] });
    const paged = await designer.call('GET', `${BOT}/chatreport`, { query: { botId, page: '2', pageSize: '1' } });
    expect([paged.json.total, paged.json.conversations.length]).toEqual([2, 1]);
    expect((await designer.call('GET', `${BOT}/chatreport`, { query: { page: '0' } })).json.fields).toEqual({ page: expect.any(String) });
    const outsider = await signedIn(server, demoLogins.whiteLabel);
    expect((await outsider.call('GET', `${BOT}/chatreport`)).json.total).toBe(0);
    expect((await outsider.call('GET', `${BOT}/chatreport/${search.json.conversations[0].id}`)).status).toBe(404);
  });

  it('refuses a wrong token, an unknown bot and a malformed event', async () => {
    expect((await send('c', { type: 'start' }, 'wrong')).status).toBe(401);
    const unknown = await server.app.request('/api/gateway/00000000-0000-4000-8000-000000000000/messages', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ conversationId: 'c', event: { type: 'start' } }),
    });
    expect(unknown.status).toBe(401);
    const malformed = await send('c', { type: 'shout' } as unknown as UserEvent);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { fields: object }).fields).toHaveProperty('event.type');
  });

  it('answers 409 bot_not_ready while the entry flow is unpublished', async () => {
    const bot = await createBot(designer, 'Unpublished');
    await designer.call('POST', `${BOT}/bots/${bot}/flows`, { body: { name: 'Draft only' } });
    const gateway = (await designer.call('GET', `${BOT}/bots/${bot}/gateway`)).json;
    const response = await server.app.request(`/api/gateway/${bot}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gateway.token}` },
      body: JSON.stringify({ conversationId: 'c', event: { type: 'start' } }),
    });
    expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([409, 'bot_not_ready']);
  });

  it('proxies simulator fetches and API tests through the outbound rules', async () => {
    const fetched = await designer.call('POST', `${BOT}/simulate/fetch`, {
      body: { method: 'POST', url: `${echo.origin}/v1/subscribers`, headers: { 'content-type': 'application/json' }, body: { type: 'raw', text: '{}' }, access: 'Public', timeoutMs: 2000 },
    });
    expect(fetched.json).toMatchObject({ status: 201, body: '{"data":{"id":"SUB-1001","points":100}}', truncated: false });
    const refused = await designer.call('POST', `${BOT}/simulate/fetch`, { body: { method: 'GET', url: 'http://169.254.169.254/latest/meta-data' } });
    expect([refused.status, refused.json.error]).toEqual([403, 'outbound_refused']);

    const tested = await designer.call('POST', `${BOT}/enterpriseapi/test`, {
      body: { method: 'POST', url: `${echo.origin}/echo`, headers: [{ key: 'X-Key', value: 'k' }], body_type: 'urlencoded', body: 'city=Pune\nzip=411001' },
    });
    expect(tested.json).toMatchObject({ status: 200, truncated: false, durationMs: expect.any(Number) });
    expect(JSON.parse(tested.json.body)).toMatchObject({ headers: { 'x-key': 'k' }, body: 'city=Pune&zip=411001' });
    const privateTarget = await designer.call('POST', `${BOT}/enterpriseapi/test`, { body: { method: 'GET', url: 'http://10.0.0.1/admin' } });
    expect([privateTarget.status, privateTarget.json.error]).toEqual([403, 'outbound_refused']);
  });

  it('counts drop-off on the published version, not on a draft re-wired since', async () => {
    const draft = structuredClone(doc);
    draft.nodes = draft.nodes.filter((node) => node.id !== 'bye');
    draft.edges = draft.edges.map((edge) => (edge.source === 'welcome' && edge.sourceHandle === 'later' ? { ...edge, id: 'welcome-later-deals', target: 'deals' } : edge));
    draft.edges = draft.edges.filter((edge) => edge.target !== 'bye');
    const current = (await designer.call('GET', `${BOT}/flows/${flowId}`)).json.version;
    expect((await designer.call('PUT', `${BOT}/flows/${flowId}`, { body: { document: draft, baseVersion: current } })).status).toBe(200);

    const dropoff = (await designer.call('GET', `${BOT}/flows/${flowId}/dropoff`, { query: { from: '2026-03-01', to: '2026-03-01' } })).json;
    expect(dropoff.published_version).toBe(1);
    expect(dropoff.nodes.find((row: { node_id: string }) => row.node_id === 'bye')).toEqual({ node_id: 'bye', reached: 1, last: 1 });
    expect(dropoff.edges.map((row: { edge_id: string }) => row.edge_id)).not.toContain('welcome-later-deals');

    const bot = await createBot(designer, 'Never published');
    const flow = (await designer.call('POST', `${BOT}/bots/${bot}/flows`, { body: { name: 'Draft only' } })).json;
    expect((await designer.call('GET', `${BOT}/flows/${flow.id}/dropoff`)).json).toEqual({ published_version: null, conversations: 0, nodes: [], edges: [] });
    expect((await designer.call('GET', `${BOT}/flows/${flow.id}/dropoff`, { query: { from: 'yesterday' } })).json.fields).toEqual({ from: expect.any(String) });
  });
});
