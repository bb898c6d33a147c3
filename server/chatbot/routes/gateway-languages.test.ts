import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FLOW, type FlowDocument } from '@/canvas/engine';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';

type Reply = { type: string; text?: string; suggestions?: { label: string }[] };
type Answer = { status: number; json: { messages?: Reply[]; error?: string; fields?: Record<string, string> } };

/** The sign-up sample translated into Arabic except its "Not now" chip, which falls back to English. */
function arabicSignup(): FlowDocument {
  const doc: FlowDocument = { ...structuredClone(SIGNUP_FLOW), languages: { default: 'en', others: ['ar', 'hi'] } };
  for (const node of doc.nodes) {
    if (node.id === 'welcome') node.translations = { ar: { 'content.text': 'مرحبًا بك في عروض أكمي! هل نسجلك في العروض الأسبوعية؟', 'suggestions.signup.label': 'سجلني' } };
    if (node.id === 'details') node.translations = { ar: { 'fields.name.label': 'ما اسمك؟' } };
  }
  return doc;
}

describe.each(testDatabases)('a published flow answers in the conversation language on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let botId: string;
  let token: string;
  let profileId: string;

  const gateway = async (body: unknown): Promise<Answer> => {
    const response = await server.app.request(`/api/gateway/${botId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Answer['json'] };
  };
  const webChat = async (body: unknown): Promise<Answer> => {
    const response = await server.app.request(`/api/pwa/${profileId}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, json: (await response.json()) as Answer['json'] };
  };
  const texts = (answer: Answer) => (answer.json.messages ?? []).map((message) => [message.text, ...(message.suggestions ?? []).map((chip) => chip.label)]);

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    botId = await createBot(designer, 'Multilingual bot');
    const flow = (await designer.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Sign-up' } })).json;
    expect((await designer.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: arabicSignup(), baseVersion: 1 } })).status).toBe(200);
    expect((await designer.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 2 } })).status).toBe(200);
    token = (await designer.call('GET', `${BOT}/bots/${botId}/gateway`)).json.token;
    profileId = (
      await designer.call('POST', `${BOT}/pwa-profiles`, {
        body: { name: 'Multilingual chat', bot_id: botId, app_name: 'Acme', short_name: 'Acme', theme_color: '#0a5fff', background_color: '#ffffff', icon_url: 'https://cdn.acme.example/i.png' },
      })
    ).json.id as string;
  });
  afterAll(() => server.dispose());

  it('answers an Arabic conversation in Arabic through the gateway, for its later turns too, with the default text where a translation is missing', async () => {
    const phone = `+9715${Date.now() % 1e8}`;
    const start = await gateway({ conversationId: phone, event: { type: 'start' }, language: 'ar-AE' });
    expect(start.status).toBe(200);
    expect(texts(start)).toEqual([['مرحبًا بك في عروض أكمي! هل نسجلك في العروض الأسبوعية؟', 'سجلني', 'Not now']]);
    const next = await gateway({ conversationId: phone, event: { type: 'postback', data: 'signup' } });
    expect(texts(next)).toEqual([['ما اسمك؟']]);
    const invalid = await gateway({ conversationId: phone, event: { type: 'text', text: '123' } });
    expect(texts(invalid)[0]?.[0]).toBe('يُرجى إدخال اسمك الكامل بالأحرف فقط.');
  });

  it('answers in the default language when no language or one the flow lacks is given', async () => {
    for (const language of [undefined, 'fr']) {
      const answer = await gateway({ conversationId: `plain-${language ?? 'none'}-${Date.now()}`, event: { type: 'start' }, ...(language ? { language } : {}) });
      expect(texts(answer)).toEqual([['Welcome to Acme Deals! Shall we sign you up for the weekly deals?', 'Sign me up', 'Not now']]);
    }
  });

  it("answers a web chat in the visitor's browser language", async () => {
    const greeting = await webChat({ conversation_id: randomUUID(), start: true, language: 'ar' });
    expect(greeting.status).toBe(200);
    expect(texts(greeting)[0]?.[0]).toBe('مرحبًا بك في عروض أكمي! هل نسجلك في العروض الأسبوعية؟');
  });

  it('refuses a malformed language with 400 naming the field', async () => {
    const answer = await gateway({ conversationId: 'bad-language', event: { type: 'start' }, language: 'Arabic please' });
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toHaveProperty('language');
  });
});
