import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FLOW, type FlowDocument } from '@/canvas/engine';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';

/** The same flow as schema version 1 wrote it: the bot settings at the top level, no `settings`. */
function asVersion1({ settings, ...rest }: FlowDocument): Record<string, unknown> {
  return { ...rest, schemaVersion: 1, ...settings };
}

describe.each(testDatabases)('a flow stored under schema version 1 on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let botId: string;
  let flowId: string;
  let token: string;
  const settings = { handoverAction: 'Restart Bot', timeoutAction: 'Restart Bot', timeoutSeconds: 300 } as const;

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    botId = await createBot(designer, 'Old schema bot');
    flowId = (await designer.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Sign-up' } })).json.id;
    await designer.call('PUT', `${BOT}/flows/${flowId}`, { body: { document: { ...SIGNUP_FLOW, settings }, baseVersion: 1 } });
    expect((await designer.call('POST', `${BOT}/flows/${flowId}/publish`, { body: { baseVersion: 2 } })).status).toBe(200);
    token = (await designer.call('GET', `${BOT}/bots/${botId}/gateway`)).json.token;
    // What an installation upgraded from schema version 1 has in its tables.
    const [stored] = await server.db.query<{ document: FlowDocument }>('select document from flow_versions where flow_id = $1', [flowId]);
    const old = JSON.stringify(asVersion1(stored!.document));
    await server.db.query('update flow_versions set document = $2::jsonb where flow_id = $1', [flowId, old]);
    await server.db.query('update flows set document = $2::jsonb where id = $1', [flowId, old]);
  });
  afterAll(() => server.dispose());

  const send = async (conversationId: string, event: Record<string, unknown>) => {
    const response = await server.app.request(`/api/gateway/${botId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ conversationId, event }),
    });
    return { status: response.status, json: (await response.json()) as { messages: unknown[] } };
  };

  it("runs the published version with its settings: a timeout applies the bot's timeout action", async () => {
    const greeting = await send('+919800000101', { type: 'start' });
    expect(greeting.status).toBe(200);
    const timedOut = await send('+919800000101', { type: 'timeout' });
    expect(timedOut.status).toBe(200);
    // Restart Bot: the session starts over, so the user sees the greeting again.
    expect(timedOut.json.messages).toEqual(greeting.json.messages);
  });

  it('shows the draft and the published version migrated to the current schema', async () => {
    const draft = (await designer.call('GET', `${BOT}/flows/${flowId}`)).json.document;
    const [latest] = (await designer.call('GET', `${BOT}/flows/${flowId}/versions`)).json.versions as { version: number }[];
    const version = (await designer.call('GET', `${BOT}/flows/${flowId}/versions/${latest!.version}`)).json.document;
    for (const document of [draft, version]) {
      expect(document.schemaVersion).toBe(2);
      expect(document.settings).toEqual(settings);
      expect(document).not.toHaveProperty('timeoutAction');
    }
  });

  it('accepts a version 1 document from an old client and stores it in the current schema', async () => {
    const draft = (await designer.call('GET', `${BOT}/flows/${flowId}`)).json;
    const saved = await designer.call('PUT', `${BOT}/flows/${flowId}`, { body: { document: asVersion1(draft.document), baseVersion: draft.version } });
    expect(saved.status).toBe(200);
    const [row] = await server.db.query<{ document: FlowDocument }>('select document from flows where id = $1', [flowId]);
    expect(row!.document).toMatchObject({ schemaVersion: 2, settings });
  });

  it('duplicates, diffs and reports on it', async () => {
    const copy = await designer.call('POST', `${BOT}/flows/${flowId}/duplicate`, { body: { name: 'Sign-up copy' } });
    expect(copy.status).toBe(200);
    expect((await designer.call('GET', `${BOT}/flows/${copy.json.id}`)).json.document.settings).toEqual(settings);
    expect((await designer.call('GET', `${BOT}/flows/${flowId}/diff`)).status).toBe(200);
    expect((await designer.call('GET', `${BOT}/flows/${flowId}/dropoff`)).status).toBe(200);
    const conversations = (await designer.call('GET', `${BOT}/chatreport`, { query: { botId } })).json.conversations as { id: string }[];
    expect((await designer.call('GET', `${BOT}/chatreport/${conversations[0]!.id}`)).status).toBe(200);
  });
});
