import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';

const BAD_TEXT = 'Contains a NUL character or a broken Unicode character';

/** Inputs that once reached the database and failed there with a 500. */
describe.each(testDatabases)('chatbot inputs the database cannot take, on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
  });
  afterAll(() => server.dispose());

  it('answers 400 naming the field for text with a NUL character, in a body, a nested value, a key or a query', async () => {
    const folder = await designer.call('POST', `${BOT}/folders`, { body: { name: 'a\u0000b' } });
    expect([folder.status, folder.json.fields]).toEqual([400, { name: BAD_TEXT }]);

    const intent = await designer.call('POST', `${BOT}/intents`, { body: { name: 'Greet', phrases: ['hi', 'he\u0000llo'] } });
    expect([intent.status, intent.json.fields]).toEqual([400, { 'phrases.1': BAD_TEXT }]);

    const key = await designer.call('POST', `${BOT}/enterpriseapi/test`, { body: { method: 'GET', url: 'https://api.example.com', 'x\u0000': 1 } });
    expect([key.status, key.json.fields]).toEqual([400, { 'x\u0000': BAD_TEXT }]);

    const report = await designer.call('GET', `${BOT}/chatreport`, { query: { q: 'order\u0000' } });
    expect([report.status, report.json.fields]).toEqual([400, { q: BAD_TEXT }]);
  });

  it('answers 400 naming the field for half a surrogate pair, which jsonb refuses, and keeps whole pairs', async () => {
    const lone = await designer.call('POST', `${BOT}/apps`, { rawBody: '{"name":"Lone","callback_url":"https://x.example","params":[{"key":"k","value":"a\\udc00"}]}' });
    expect([lone.status, lone.json.fields]).toEqual([400, { 'params.0.value': BAD_TEXT }]);
    const high = await designer.call('POST', `${BOT}/intents`, { rawBody: '{"name":"High","phrases":["a\\ud800b"]}' });
    expect([high.status, high.json.fields]).toEqual([400, { 'phrases.0': BAD_TEXT }]);
    const emoji = await designer.call('POST', `${BOT}/intents`, { body: { name: 'Emoji', phrases: ['hi 👋'] } });
    expect([emoji.status, emoji.json.phrases]).toEqual([200, ['hi 👋']]);
  });

  it('answers 400 for a version number beyond what the database holds', async () => {
    const botId = await createBot(designer, 'Edge bot');
    const flow = (await designer.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Main' } })).json;
    for (const path of [`flows/${flow.id}/versions/99999999999999`, `flows/${flow.id}/versions/2147483648`]) {
      const answer = await designer.call('GET', `${BOT}/${path}`);
      expect([answer.status, Object.keys(answer.json.fields)]).toEqual([400, ['version']]);
    }
    const restore = await designer.call('POST', `${BOT}/flows/${flow.id}/versions/99999999999999/restore`);
    expect(restore.status).toBe(400);
    expect((await designer.call('GET', `${BOT}/flows/${flow.id}/versions/2147483647`)).status).toBe(404);
  });
});
