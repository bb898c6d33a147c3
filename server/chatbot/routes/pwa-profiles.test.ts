import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { BOT, createBot, operatorAsAcme, signedIn } from '../../testing/routes/chatbot';

const PROFILES = `${BOT}/pwa-profiles`;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('PWA profiles on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let botId: string;
  const profile = (extra: Record<string, unknown> = {}) => ({
    name: 'Store chat',
    bot_id: botId,
    app_name: 'Acme Store Chat',
    short_name: 'Acme Chat',
    theme_color: '#0A5FFF',
    background_color: '#ffffff',
    icon_url: 'https://cdn.acme.example/chat-512.png',
    welcome_text: 'Hi! Ask us about your order.',
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    botId = await createBot(designer, 'PWA bot');
  });
  afterAll(() => server.dispose());

  it('creates, lists, replaces and deletes a profile', async () => {
    const created = await designer.call('POST', PROFILES, { body: profile() });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ ...profile(), theme_color: '#0a5fff', manifest_url: `/api/pwa/${created.json.id}/manifest.webmanifest`, chat_url: `/pwa/${created.json.id}/` });
    const list = await designer.call('GET', PROFILES);
    expect(list.json.profiles.map((row: { name: string }) => row.name)).toEqual(['Store chat']);

    const replaced = await designer.call('PUT', `${PROFILES}/${created.json.id}`, { body: profile({ short_name: 'Acme', welcome_text: '' }) });
    expect(replaced.json).toMatchObject({ short_name: 'Acme', welcome_text: '' });

    expect((await designer.call('DELETE', `${PROFILES}/${created.json.id}`)).json).toEqual({ deleted: created.json.id });
    expect((await designer.call('GET', PROFILES)).json.profiles).toEqual([]);
  });

  it('serves the manifest of a profile to anyone, and 404 for an unknown one', async () => {
    const created = (await designer.call('POST', PROFILES, { body: profile({ name: 'Manifest chat' }) })).json;
    const anonymous = new ApiClient(server);
    const answer = await anonymous.call('GET', created.manifest_url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/manifest+json');
    expect(answer.json).toEqual({
      id: `/pwa/${created.id}/`,
      name: 'Acme Store Chat',
      short_name: 'Acme Chat',
      description: 'Hi! Ask us about your order.',
      start_url: `/pwa/${created.id}/`,
      scope: `/pwa/${created.id}/`,
      display: 'standalone',
      theme_color: '#0a5fff',
      background_color: '#ffffff',
      icons: [{ src: 'https://cdn.acme.example/chat-512.png', sizes: 'any', purpose: 'any' }],
    });
    expect((await anonymous.call('GET', `/api/pwa/${MISSING}/manifest.webmanifest`)).status).toBe(404);
    const reference = (await anonymous.call('GET', '/api/openapi.json')).json;
    expect(Object.keys(reference.paths['/api/pwa/{profileId}/manifest.webmanifest'].get.responses['200'].content)).toEqual(['application/manifest+json']);
    const malformed = await anonymous.call('GET', '/api/pwa/not-an-id/manifest.webmanifest');
    expect([malformed.status, malformed.json.error]).toEqual([404, 'not_found']);
  });

  it.each([
    ['name', { name: '' }],
    ['bot_id', { bot_id: 'nope' }],
    ['app_name', { app_name: 'x'.repeat(46) }],
    ['short_name', { short_name: 'Far too long a name' }],
    ['short_name', { short_name: '   ' }],
    ['theme_color', { theme_color: 'blue' }],
    ['background_color', { background_color: '#fff' }],
    ['icon_url', { icon_url: 'javascript:alert(1)' }],
    ['icon_url', { icon_url: 'ftp://cdn.acme.example/icon.png' }],
    ['welcome_text', { welcome_text: 'x'.repeat(1001) }],
  ])('answers 400 naming %s for a bad value, never 500', async (field, change) => {
    const answer = await designer.call('POST', PROFILES, { body: profile({ name: `Bad ${field}`, ...change }) });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('invalid_request');
    expect(Object.keys(answer.json.fields)).toEqual([field]);
    expect(JSON.stringify(answer.json)).not.toMatch(/at \w+ \(|stack/i);
  });

  it('answers 400 naming a missing field and bot_id for a bot that is not the account’s', async () => {
    const { icon_url: _icon, ...withoutIcon } = profile({ name: 'No icon' });
    const missing = await designer.call('POST', PROFILES, { body: withoutIcon });
    expect([missing.status, Object.keys(missing.json.fields)]).toEqual([400, ['icon_url']]);

    const stranger = await signedIn(server, demoLogins.whiteLabel);
    const foreignBot = await createBot(stranger, 'Umbrella bot');
    for (const bot_id of [foreignBot, MISSING]) {
      const answer = await designer.call('POST', PROFILES, { body: profile({ name: `Foreign ${bot_id}`, bot_id }) });
      expect([answer.status, answer.json.fields]).toEqual([400, { bot_id: 'No such bot' }]);
    }
  });

  it('refuses a name already taken in the account, in any case', async () => {
    await designer.call('POST', PROFILES, { body: profile({ name: 'Twin' }) });
    const again = await designer.call('POST', PROFILES, { body: profile({ name: 'TWIN' }) });
    expect([again.status, again.json.error]).toEqual([409, 'name_taken']);
  });

  it('keeps profiles inside their account and goes when their bot goes', async () => {
    const bot = await createBot(designer, 'Short-lived bot');
    const created = (await designer.call('POST', PROFILES, { body: profile({ name: 'Isolated', bot_id: bot }) })).json;
    const stranger = await signedIn(server, demoLogins.whiteLabel);
    expect((await stranger.call('GET', PROFILES)).json.profiles.map((row: { id: string }) => row.id)).not.toContain(created.id);
    expect((await stranger.call('PUT', `${PROFILES}/${created.id}`, { body: profile({ name: 'Taken over' }) })).status).toBe(404);
    expect((await stranger.call('DELETE', `${PROFILES}/${created.id}`)).status).toBe(404);

    await designer.call('DELETE', `${BOT}/bots/${bot}`);
    expect((await designer.call('GET', PROFILES)).json.profiles.map((row: { id: string }) => row.id)).not.toContain(created.id);
  });

  it('lets builder roles in and keeps role 1 and a bare role-2 operator out (spec §4 settings redirects)', async () => {
    const userAdmin = await signedIn(server, demoLogins.userAdmin);
    const operator = await signedIn(server, demoLogins.operator);
    for (const outsider of [userAdmin, operator]) {
      expect((await outsider.call('GET', PROFILES)).status).toBe(403);
      expect((await outsider.call('POST', PROFILES, { body: profile({ name: 'Intruder' }) })).status).toBe(403);
    }
    const asCustomer = await operatorAsAcme(server);
    expect((await asCustomer.call('GET', PROFILES)).status).toBe(200);
    const admin = await signedIn(server, demoLogins.admin);
    expect((await admin.call('GET', PROFILES)).status).toBe(200);
    expect((await new ApiClient(server).call('GET', PROFILES)).status).toBe(401);
  });
});
