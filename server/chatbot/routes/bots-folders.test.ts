import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import { demoChatbot } from '../../seed/demo-chatbots';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { BOT, createBot, operatorAsAcme, signedIn } from '../../testing/routes/chatbot';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('chatbot folders, bots and resources on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let other: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    other = await signedIn(server, demoLogins.whiteLabel);
  });
  afterAll(() => server.dispose());

  it('seeds the demo folder with its bot, a published flow and a draft', async () => {
    const list = await designer.call('GET', `${BOT}/folders`);
    const folder = list.json.folders.find((row: { name: string }) => row.name === demoChatbot.folder);
    expect(folder.bots).toEqual([expect.objectContaining({ name: demoChatbot.bot, channel: 'RCS', flow_count: 2 })]);
    const flows = await designer.call('GET', `${BOT}/bots/${folder.bots[0].id}/flows`);
    expect(flows.json.flows.map((flow: { name: string; state: string; published_version: number | null }) => [flow.name, flow.state, flow.published_version])).toEqual([
      ['Returns', 'DRAFT', null],
      ['Sign-up', 'PUBLISH', 1],
    ]);
    const gateway = await designer.call('GET', `${BOT}/bots/${folder.bots[0].id}/gateway`);
    expect(gateway.json).toMatchObject({ ready: true, url: `/api/gateway/${folder.bots[0].id}/messages`, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('creates, renames and deletes folders; refuses to delete one that holds bots', async () => {
    const created = await designer.call('POST', `${BOT}/folders`, { body: { name: 'Sales' } });
    expect(created.json).toMatchObject({ name: 'Sales', bots: [] });
    expect((await designer.call('POST', `${BOT}/folders`, { body: { name: 'sales' } })).json.error).toBe('name_taken');
    const renamed = await designer.call('PUT', `${BOT}/folders/${created.json.id}`, { body: { name: 'Pre-sales' } });
    expect(renamed.json.name).toBe('Pre-sales');
    const botId = await createBot(designer, 'Lead bot', { folder_id: created.json.id });
    const refused = await designer.call('DELETE', `${BOT}/folders/${created.json.id}`);
    expect([refused.status, refused.json.error]).toEqual([409, 'folder_not_empty']);
    expect(refused.json.message).toContain('1 bot');
    const moved = await designer.call('PUT', `${BOT}/bots/${botId}`, { body: { folder_id: null } });
    expect(moved.json).toMatchObject({ folder_id: null, name: 'Lead bot' });
    const renamed2 = await designer.call('PUT', `${BOT}/bots/${botId}`, { body: { name: 'Lead qualifier' } });
    expect(renamed2.json).toMatchObject({ folder_id: null, name: 'Lead qualifier', channel: 'RCS' });
    expect((await designer.call('DELETE', `${BOT}/folders/${created.json.id}`)).json).toEqual({ deleted: created.json.id });
    expect((await designer.call('GET', `${BOT}/bots`, { query: { folderId: 'none' } })).json.bots.map((bot: { name: string }) => bot.name)).toContain('Lead qualifier');
  });

  it('updates and deletes a bot with its flows, and regenerates its gateway token', async () => {
    const botId = await createBot(designer, 'Temp bot', { description: 'short-lived', channel: 'WHATSAPP' });
    const flow = await designer.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Main' } });
    const bot = await designer.call('GET', `${BOT}/bots/${botId}`);
    expect(bot.json).toMatchObject({ channel: 'WHATSAPP', description: 'short-lived', entry_flow_id: flow.json.id, flow_count: 1 });
    const before = (await designer.call('GET', `${BOT}/bots/${botId}/gateway`)).json.token;
    const after = (await designer.call('POST', `${BOT}/bots/${botId}/gateway-token`)).json;
    expect(after.token).not.toBe(before);
    expect(after.ready).toBe(false);
    expect((await designer.call('PUT', `${BOT}/bots/${botId}`, { body: { folder_id: MISSING } })).json.fields).toEqual({ folder_id: 'No such folder' });
    expect((await designer.call('DELETE', `${BOT}/bots/${botId}`)).status).toBe(200);
    expect((await designer.call('GET', `${BOT}/flows/${flow.json.id}`)).status).toBe(404);
  });

  it("keeps every account's bots, flows and resources to itself (404 for another account's ids)", async () => {
    const botId = await createBot(designer, 'Private bot');
    const flow = await designer.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Secret' } });
    const intent = await designer.call('POST', `${BOT}/intents`, { body: { name: 'Refund', phrases: ['money back'] } });
    for (const [method, path, body] of [
      ['GET', `${BOT}/bots/${botId}`],
      ['PUT', `${BOT}/bots/${botId}`, { name: 'Stolen' }],
      ['DELETE', `${BOT}/bots/${botId}`],
      ['GET', `${BOT}/bots/${botId}/flows`],
      ['GET', `${BOT}/flows/${flow.json.id}`],
      ['PUT', `${BOT}/flows/${flow.json.id}`, { document: flow.json.document, baseVersion: 1 }],
      ['POST', `${BOT}/flows/${flow.json.id}/publish`, { baseVersion: 1 }],
      ['DELETE', `${BOT}/flows/${flow.json.id}`],
      ['PUT', `${BOT}/intents/${intent.json.id}`, { name: 'Stolen' }],
      ['DELETE', `${BOT}/intents/${intent.json.id}`],
    ] as const) {
      const result = await other.call(method, path, body ? { body } : {});
      expect(result.status, `${method} ${path}`).toBe(404);
    }
    expect((await other.call('GET', `${BOT}/folders`)).json).toEqual({ folders: [], unfiled: [] });
    expect((await other.call('GET', `${BOT}/intents`)).json.intents).toEqual([]);
    expect((await designer.call('GET', `${BOT}/bots/${botId}`)).json.name).toBe('Private bot');
  });

  it('lets roles 0 and 3 and an administrator acting as a customer in; role 1 and a bare operator get 403', async () => {
    const acme = await operatorAsAcme(server);
    expect((await acme.call('GET', `${BOT}/folders`)).json.folders.map((folder: { name: string }) => folder.name)).toContain(demoChatbot.folder);
    expect((await (await signedIn(server, demoLogins.admin)).call('GET', `${BOT}/bots`)).status).toBe(200);
    for (const login of [demoLogins.userAdmin, demoLogins.operator]) {
      const api = await signedIn(server, login);
      expect((await api.call('GET', `${BOT}/folders`)).status, login.username).toBe(403);
      expect((await api.call('POST', `${BOT}/bots`, { body: { name: 'x', channel: 'RCS' } })).status, login.username).toBe(403);
    }
    const anonymous = await designer.call('GET', `${BOT}/folders`, { auth: false });
    expect(anonymous.status).toBe(401);
  });

  it('answers 400 with fields for malformed bodies, queries and path ids', async () => {
    const bot = await designer.call('POST', `${BOT}/bots`, { body: { name: '', channel: 'SMS', folder_id: 'nope' } });
    expect([bot.status, Object.keys(bot.json.fields).sort()]).toEqual([400, ['channel', 'folder_id', 'name']]);
    const badId = await designer.call('GET', `${BOT}/bots/not-a-uuid`);
    expect([badId.status, Object.keys(badId.json.fields)]).toEqual([400, ['id']]);
    const emptyUpdate = await designer.call('PUT', `${BOT}/bots/${MISSING}`, { body: {} });
    expect([emptyUpdate.status, emptyUpdate.json.fields]).toEqual([400, { '(body)': 'Send at least one field' }]);
    const api = await designer.call('POST', `${BOT}/enterpriseapi`, { body: { name: 'Orders', method: 'GET', url: 'not a url' } });
    expect(api.json.fields).toEqual({ url: 'Not a valid URL' });
  });

  it('creates, lists, replaces and deletes intents, apps and enterprise APIs', async () => {
    const intent = await designer.call('POST', `${BOT}/intents`, { body: { name: 'Greeting', phrases: ['hi', 'hello'], response: 'Hello!' } });
    expect(intent.json).toMatchObject({ name: 'Greeting', phrases: ['hi', 'hello'], response: 'Hello!' });
    expect((await designer.call('POST', `${BOT}/intents`, { body: { name: 'GREETING' } })).status).toBe(409);
    const updated = await designer.call('PUT', `${BOT}/intents/${intent.json.id}`, { body: { name: 'Greeting', phrases: ['hey'] } });
    expect(updated.json).toMatchObject({ phrases: ['hey'], response: '' });

    const app = await designer.call('POST', `${BOT}/apps`, { body: { name: 'CRM', callback_url: 'https://crm.acme.example/hook', params: [{ key: 'lead', value: '7' }] } });
    expect(app.json).toMatchObject({ name: 'CRM', description: '', params: [{ key: 'lead', value: '7' }] });

    const api = await designer.call('POST', `${BOT}/enterpriseapi`, {
      body: { name: 'Order status', method: 'POST', url: 'https://api.acme.example/orders/{{order_id}}', headers: [{ key: 'X-Key', value: 'k' }], body_type: 'raw', body: '{}', access: 'Private', response_sample: '{"status":"shipped"}' },
    });
    expect(api.json).toMatchObject({ method: 'POST', access: 'Private', body_type: 'raw', headers: [{ key: 'X-Key', value: 'k' }] });
    const lists = await Promise.all(['intents', 'apps', 'enterpriseapi'].map((path) => designer.call('GET', `${BOT}/${path}`)));
    expect(lists.map((list) => list.status)).toEqual([200, 200, 200]);
    expect(lists[2]!.json.apis.map((row: { name: string }) => row.name)).toEqual(['Order status']);
    for (const [path, id] of [['intents', intent.json.id], ['apps', app.json.id], ['enterpriseapi', api.json.id]]) {
      expect((await designer.call('DELETE', `${BOT}/${path}/${id}`)).json).toEqual({ deleted: id });
      expect((await designer.call('DELETE', `${BOT}/${path}/${id}`)).status).toBe(404);
    }
  });
});
