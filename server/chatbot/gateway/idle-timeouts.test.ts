import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FLOW } from '@/canvas/engine';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { fireIdleTimeouts } from './idle-timeouts';

describe.each(testDatabases)('server-side idle timeouts on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
  });
  afterAll(() => server.dispose());

  /** A bot whose published entry flow is the sign-up sample with these timeout settings; answers a sender of gateway events. */
  async function botWith(name: string, settings: { timeoutAction: string; timeoutSeconds: number }) {
    const botId = await createBot(designer, name);
    const flowId = (await designer.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Sign-up' } })).json.id;
    await designer.call('PUT', `${BOT}/flows/${flowId}`, { body: { document: { ...SIGNUP_FLOW, settings: { ...SIGNUP_FLOW.settings, ...settings } }, baseVersion: 1 } });
    await designer.call('POST', `${BOT}/flows/${flowId}/publish`, { body: { baseVersion: 2 } });
    const token = (await designer.call('GET', `${BOT}/bots/${botId}/gateway`)).json.token as string;
    const send = (conversationId: string, event: Record<string, unknown>) =>
      server.app.request(`/api/gateway/${botId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ conversationId, event }),
      });
    const report = async () => (await designer.call('GET', `${BOT}/chatreport`, { query: { botId } })).json.conversations as { id: string; ended: boolean; turns: number }[];
    return { send, report };
  }

  it("runs the bot's timeout action once a conversation has been quiet for its timeoutSeconds, with no connector asking", async () => {
    const bot = await botWith('Idle end bot', { timeoutAction: 'End Session', timeoutSeconds: 60 });
    await bot.send('+919811100001', { type: 'start' });
    server.clock.advance(59);
    await fireIdleTimeouts(server.db, server.clock.now);
    expect((await bot.report())[0]).toMatchObject({ ended: false, turns: 1 });

    server.clock.advance(2);
    await fireIdleTimeouts(server.db, server.clock.now);
    const [conversation] = await bot.report();
    expect(conversation).toMatchObject({ ended: true, turns: 2 });
    const transcript = (await designer.call('GET', `${BOT}/chatreport/${conversation!.id}`)).json;
    expect(transcript.turns.at(-1).input).toEqual({ type: 'timeout' });
  });

  it('times a restarted conversation out once, not again every period while its user stays away', async () => {
    const bot = await botWith('Idle restart bot', { timeoutAction: 'Restart Bot', timeoutSeconds: 30 });
    await bot.send('+919811100002', { type: 'start' });
    server.clock.advance(31);
    await fireIdleTimeouts(server.db, server.clock.now);
    server.clock.advance(31);
    await fireIdleTimeouts(server.db, server.clock.now);
    expect((await bot.report())[0]).toMatchObject({ ended: false, turns: 2 });
    // Once the user answers, the watch starts again.
    await bot.send('+919811100002', { type: 'text', text: 'Not now' });
    expect((await bot.report())[0]).toMatchObject({ turns: 3 });
  });
});
