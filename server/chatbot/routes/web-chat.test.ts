import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FLOW } from '@/canvas/engine';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { fireIdleTimeouts } from '../gateway/idle-timeouts';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';

const MISSING = '00000000-0000-4000-8000-000000000000';
type Answer = { status: number; json: { messages?: { type: string; text?: string; suggestions?: { label: string; postbackData?: string }[] }[]; error?: string; fields?: Record<string, string> } };

describe.each(testDatabases)('PWA web chat messages on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let profileId: string;
  let botId: string;

  const createProfile = async (bot: string, name: string) =>
    (
      await designer.call('POST', `${BOT}/pwa-profiles`, {
        body: { name, bot_id: bot, app_name: 'Acme Deals', short_name: 'Deals', theme_color: '#0a5fff', background_color: '#ffffff', icon_url: 'https://cdn.acme.example/i.png' },
      })
    ).json.id as string;

  /** A stranger's browser: no session, no XSRF cookie or header. */
  const send = async (profile: string, body: unknown): Promise<Answer> => {
    const response = await server.app.request(`/api/pwa/${profile}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, json: (await response.json()) as Answer['json'] };
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    botId = await createBot(designer, 'Web chat bot');
    const flow = (await designer.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Sign-up' } })).json;
    await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: SIGNUP_FLOW, baseVersion: 1 } });
    expect((await designer.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 2 } })).status).toBe(200);
    profileId = await createProfile(botId, 'Deals chat');
  });
  afterAll(() => server.dispose());

  it("answers a stranger's conversation with the published flow's replies and logs it for the chat report", async () => {
    const conversation = randomUUID();
    const greeting = await send(profileId, { conversation_id: conversation, start: true });
    expect(greeting.status).toBe(200);
    expect(greeting.json.messages).toEqual([
      expect.objectContaining({ type: 'text_message', text: 'Welcome to Acme Deals! Shall we sign you up for the weekly deals?', suggestions: [expect.objectContaining({ label: 'Sign me up', postbackData: 'signup' }), expect.objectContaining({ label: 'Not now' })] }),
    ]);
    const chip = await send(profileId, { conversation_id: conversation, postback: 'signup' });
    expect(chip.json.messages).toEqual([expect.objectContaining({ text: 'What is your name?' })]);
    const typed = await send(profileId, { conversation_id: conversation, text: '  asha rao ' });
    expect(typed.json.messages).toEqual([expect.objectContaining({ text: 'Thanks Asha Rao. Your email address?' })]);

    const report = await designer.call('GET', `${BOT}/chatreport`, { query: { botId } });
    expect(report.json.conversations).toEqual([expect.objectContaining({ conversation_id: `web:${conversation}`, bot_name: 'Web chat bot', turns: 3 })]);
    const transcript = await designer.call('GET', `${BOT}/chatreport/${report.json.conversations[0].id}`);
    expect(transcript.json.turns.map((turn: { input: unknown }) => turn.input)).toEqual([{ type: 'start' }, { type: 'postback', data: 'signup' }, { type: 'text', text: 'asha rao' }]);
  });

  it('lets the page fetch what the server sent by itself after the turns it has, such as a timeout that restarted the bot', async () => {
    const restartBot = await createBot(designer, 'Web chat restart bot');
    const flow = (await designer.call('POST', `${BOT}/bots/${restartBot}/flows`, { body: { name: 'Sign-up' } })).json;
    const settings = { ...SIGNUP_FLOW.settings, timeoutAction: 'Restart Bot', timeoutSeconds: 60 };
    await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: { ...SIGNUP_FLOW, settings }, baseVersion: 1 } });
    await designer.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 2 } });
    const profile = await createProfile(restartBot, 'Restart chat');
    const conversation = randomUUID();
    const replies = async (after: number | string) => {
      const response = await server.app.request(`/api/pwa/${profile}/messages?conversation_id=${conversation}&after=${after}`);
      return { status: response.status, json: (await response.json()) as { turns?: { turn: number; messages: { text?: string }[] }[]; ended?: boolean; fields?: Record<string, string> } };
    };

    expect((await send(profile, { conversation_id: conversation, start: true })).json).toMatchObject({ turn: 1 });
    expect((await replies(1)).json).toEqual({ turns: [], ended: false });
    server.clock.advance(61);
    await fireIdleTimeouts(server.db, server.clock.now);

    const caughtUp = await replies(1);
    expect(caughtUp.json.turns).toEqual([{ turn: 2, messages: [expect.objectContaining({ text: 'Welcome to Acme Deals! Shall we sign you up for the weekly deals?' })] }]);
    expect((await replies(0)).json.turns?.map((turn) => turn.turn)).toEqual([1, 2]);
    expect((await replies(2)).json.turns).toEqual([]);
    expect(await replies(-1)).toMatchObject({ status: 400, json: { fields: { after: expect.any(String) } } });
    const stranger = await server.app.request(`/api/pwa/${MISSING}/messages?conversation_id=${conversation}&after=0`);
    expect(stranger.status).toBe(404);
  });

  it('answers 404 for an unknown or malformed profile id', async () => {
    const body = { conversation_id: randomUUID(), start: true };
    expect(await send(MISSING, body)).toMatchObject({ status: 404, json: { error: 'not_found' } });
    expect(await send('not-a-uuid', body)).toMatchObject({ status: 404, json: { error: 'not_found' } });
  });

  it('answers 400 naming the field for bad input', async () => {
    const fields = async (body: unknown) => {
      const answer = await send(profileId, body);
      expect(answer.status).toBe(400);
      return answer.json.fields;
    };
    expect(await fields({ conversation_id: 'my-chat', start: true })).toHaveProperty('conversation_id');
    expect(await fields({ conversation_id: randomUUID(), text: 'x'.repeat(1001) })).toHaveProperty('text');
    expect(await fields({ conversation_id: randomUUID(), text: '   ' })).toHaveProperty('text');
    expect(await fields({ conversation_id: randomUUID() })).toHaveProperty('text');
    expect(await fields({ conversation_id: randomUUID(), text: 'hi', postback: 'signup' })).toHaveProperty('text');
    expect(await fields({ conversation_id: randomUUID(), postback: 'p'.repeat(201) })).toHaveProperty('postback');
  });

  it('answers 409 bot_not_ready for a bot without a published flow', async () => {
    const draftBot = await createBot(designer, 'Draft bot');
    await designer.call('POST', `${BOT}/bots/${draftBot}/flows`, { body: { name: 'Draft only' } });
    const answer = await send(await createProfile(draftBot, 'Draft chat'), { conversation_id: randomUUID(), start: true });
    expect(answer).toMatchObject({ status: 409, json: { error: 'bot_not_ready', message: 'The bot has no published entry flow yet.' } });
  });

  it('answers 429 with Retry-After once one conversation sends too fast', async () => {
    const conversation = randomUUID();
    for (let sent = 0; sent < 30; sent += 1) expect((await send(profileId, { conversation_id: conversation, start: true })).status).toBe(200);
    const response = await server.app.request(`/api/pwa/${profileId}/messages`, { method: 'POST', body: JSON.stringify({ conversation_id: conversation, start: true }) });
    expect([response.status, ((await response.json()) as { error: string }).error, Number(response.headers.get('retry-after')) > 0]).toEqual([429, 'rate_limited', true]);
    expect((await send(profileId, { conversation_id: randomUUID(), start: true })).status).toBe(200);
  });
});
