import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FLOW } from '@/canvas/engine';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';

describe.each(testDatabases)('chatbot flows and publishing on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let botId: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    botId = await createBot(designer, 'Flow bot');
  });
  afterAll(() => server.dispose());

  const newFlow = async (name: string) => (await designer.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name } })).json;

  it('creates an empty draft and saves it with optimistic concurrency: 409 with the stored draft, then overwrite', async () => {
    const flow = await newFlow('Welcome');
    expect(flow).toMatchObject({ state: 'DRAFT', version: 1, published_version: null, document: { nodes: [], edges: [], startNodeId: null, id: flow.id, botId } });
    const first = await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: { ...flow.document, name: 'Welcome v2' }, baseVersion: 1 } });
    expect(first.json.version).toBe(2);
    const stale = await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: flow.document, baseVersion: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ error: 'version_conflict', current: { version: 2, updated_by: 'designer', document: { name: 'Welcome v2', version: 2 } } });
    const overwrite = await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: flow.document, baseVersion: stale.json.current.version } });
    expect(overwrite.json.version).toBe(3);
    const list = await designer.call('GET', `${BOT}/bots/${botId}/flows`);
    expect(list.json.flows).toEqual([expect.objectContaining({ id: flow.id, name: 'Welcome', version: 3, is_entry: true })]);
  });

  it('refuses a document the engine schema rejects, naming the bad paths', async () => {
    const flow = await newFlow('Broken');
    const result = await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: { ...flow.document, nodes: [{ id: 'n1', kind: 'NOPE' }] }, baseVersion: 1 } });
    expect(result.status).toBe(400);
    expect(Object.keys(result.json.fields)).toEqual(['document.nodes.0.kind']);
    const newer = await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: { ...flow.document, schemaVersion: 9 }, baseVersion: 1 } });
    expect(newer.json.fields).toEqual({ 'document.schemaVersion': expect.stringContaining('newer console') });
    const missing = await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: flow.document } });
    expect(missing.json.fields).toEqual({ baseVersion: expect.any(String) });
    const automation = await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: { ...flow.document, documentType: 'automation', nodes: [] }, baseVersion: 1 } });
    expect([automation.status, Object.keys(automation.json.fields)]).toEqual([400, ['document.documentType']]);
    expect((await designer.call('GET', `${BOT}/flows/${flow.id}`)).json.version).toBe(1);
  });

  it('numbers published versions 1, 2, 3 whatever the draft revision, and republishing an unchanged draft adds none', async () => {
    const flow = await newFlow('Numbered');
    await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: SIGNUP_FLOW, baseVersion: 1 } });
    await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: { ...SIGNUP_FLOW, name: 'Numbered' }, baseVersion: 2 } });
    const first = await designer.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 3 } });
    expect(first.json.version).toBe(1);
    expect((await designer.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 3 } })).json.version).toBe(1);
    expect((await designer.call('GET', `${BOT}/flows/${flow.id}`)).json).toMatchObject({ version: 3, state: 'PUBLISH', published_version: 1 });
    await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: { ...SIGNUP_FLOW, name: 'Numbered again' }, baseVersion: 3 } });
    expect((await designer.call('GET', `${BOT}/flows/${flow.id}`)).json).toMatchObject({ version: 4, state: 'DRAFT', published_version: 1 });
    expect((await designer.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 4 } })).json.version).toBe(2);
    const versions = (await designer.call('GET', `${BOT}/flows/${flow.id}/versions`)).json.versions as { version: number }[];
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
    expect((await designer.call('GET', `${BOT}/flows/${flow.id}/versions/1`)).json.document.name).toBe('Numbered');
  });

  it('refuses to publish an invalid flow, publishes a valid one, lists, shows and restores versions', async () => {
    const flow = await newFlow('Sign-up');
    const invalid = await designer.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 1 } });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ error: 'flow_invalid', problems: expect.arrayContaining([expect.objectContaining({ severity: 'error', code: expect.any(String) })]) });

    await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: SIGNUP_FLOW, baseVersion: 1 } });
    expect((await designer.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 1 } })).status).toBe(409);
    const published = await designer.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 2 } });
    expect(published.json).toEqual({ version: 1, published_at: expect.any(String) });
    expect((await designer.call('GET', `${BOT}/flows/${flow.id}`)).json).toMatchObject({ state: 'PUBLISH', published_version: 1, document: { state: 'PUBLISH' } });

    const edited = structuredClone(SIGNUP_FLOW);
    const bye = edited.nodes.find((node) => node.id === 'bye')!;
    if (bye.kind === 'MESSAGE' && bye.data.content.type === 'text_message') bye.data.content.text = 'Bye for now!';
    edited.nodes = edited.nodes.filter((node) => node.id !== 'api-down');
    edited.edges = edited.edges.filter((edge) => edge.target !== 'api-down');
    await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: edited, baseVersion: 2 } });
    const diff = await designer.call('GET', `${BOT}/flows/${flow.id}/diff`);
    expect(diff.json).toMatchObject({
      published_version: 1,
      draft_version: 3,
      added: [],
      removed: [{ id: 'api-down', kind: 'MESSAGE' }],
      changed: [{ id: 'bye', kind: 'MESSAGE', fields: ['data.content.text'] }],
      flow_fields: [],
    });
    expect(diff.json.edges.removed).toHaveLength(1);

    expect((await designer.call('GET', `${BOT}/flows/${flow.id}/versions`)).json.versions).toEqual([{ version: 1, published_at: expect.any(String), published_by: 'designer' }]);
    const version = await designer.call('GET', `${BOT}/flows/${flow.id}/versions/1`);
    expect(version.json.document.nodes).toHaveLength(SIGNUP_FLOW.nodes.length);
    expect((await designer.call('GET', `${BOT}/flows/${flow.id}/versions/9`)).status).toBe(404);

    const restored = await designer.call('POST', `${BOT}/flows/${flow.id}/versions/1/restore`);
    expect(restored.json).toMatchObject({ version: 4, state: 'DRAFT', published_version: 1 });
    expect(restored.json.document.nodes).toHaveLength(SIGNUP_FLOW.nodes.length);
    expect((await designer.call('GET', `${BOT}/flows/${flow.id}/diff`)).json).toMatchObject({ added: [], removed: [], changed: [] });
  });

  it('duplicates and deletes flows; deleting the entry flow clears the bot entry', async () => {
    const bot = await createBot(designer, 'Dup bot');
    const flow = (await designer.call('POST', `${BOT}/bots/${bot}/flows`, { body: { name: 'Main' } })).json;
    await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: SIGNUP_FLOW, baseVersion: 1 } });
    const copy = await designer.call('POST', `${BOT}/flows/${flow.id}/duplicate`, { body: { name: 'Main (copy)' } });
    expect(copy.json).toMatchObject({ name: 'Main (copy)', version: 1, is_entry: false, document: { id: copy.json.id, name: 'Main (copy)' } });
    expect(copy.json.document.nodes).toHaveLength(SIGNUP_FLOW.nodes.length);
    expect((await designer.call('DELETE', `${BOT}/flows/${flow.id}`)).json).toEqual({ deleted: flow.id });
    expect((await designer.call('GET', `${BOT}/bots/${bot}`)).json).toMatchObject({ entry_flow_id: null, flow_count: 1 });
  });
});
