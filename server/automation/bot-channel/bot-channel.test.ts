import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATION_BASE, AUTOMATION_RUNS_PATH, WHATSAPP_SANDBOX_BASE, type AutomationRun, type SandboxPhoneMessage } from '@/api/contracts/automation';
import { PROFILE_BASE } from '@/api/contracts/whatsapp-accounts';
import { createEmptyFlow, createNode, type BotSettings, type FlowDocument } from '@/canvas/engine';
import { testEdge, testNode, textMessage } from '@/canvas/engine/testing';
import { signWebhookBody } from '../../messaging/channels/whatsapp/webhook-signature';
import { inboundWebhook } from '../../messaging/sandbox/whatsapp/webhook-payloads';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';
import { startSandboxedServer, type SandboxedServer } from '../../testing/routes/webhooks';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { eventually } from '../../testing/eventually';
import { testDatabases } from '../../testing/test-databases';
import { reactToInbound } from '../react-to-inbound';
import type { RunContext } from '../run-context';
import { sweepBotSessions } from './bot-timeouts';

/** The acme (designer) account's number, and the lounge account's: another account. */
const ACME_NUMBER = '100100000000101';
const LOUNGE_NUMBER = '100400000000101';
const LOUNGE_AUTO_TEXT = 'Lounge Partners here: we answer within the hour.';

/** A sizes bot: "Which size?" with two reply buttons, each leading to its own answer, which ends the flow. */
function sizesFlow(base: FlowDocument, settings: Partial<BotSettings>): FlowDocument {
  const ask = testNode('MESSAGE', 'ask', {
    content: { type: 'text_message', text: 'Which size?' },
    suggestions: [
      { id: 's', type: 'reply', label: 'Size S', postbackData: 'SIZE_S', branch: true },
      { id: 'l', type: 'reply', label: 'Size L', postbackData: 'SIZE_L', branch: true },
    ],
  });
  return {
    ...base,
    startNodeId: 'ask',
    nodes: [ask, textMessage('small', 'Small it is.'), textMessage('large', 'Large it is.')],
    edges: [testEdge('ask', 's', 'small'), testEdge('ask', 'l', 'large')],
    settings: { ...base.settings, ...settings },
  };
}

/** "keyword <keyword> → start chatbot <botId>" on acme's number. */
function startBotAutomation(keyword: string, botId: string): FlowDocument {
  return {
    ...createEmptyFlow({ id: 'draft', botId: '', name: 'Start a bot', documentType: 'automation' }),
    variables: [{ name: 'message', type: 'string', default: null }],
    startNodeId: 'n0',
    nodes: [createNode('KEYWORD_TRIGGER', 'n0', { x: 0, y: 0 }, { match: 'WORD', keywords: keyword }), createNode('START_FLOW', 'n1', { x: 0, y: 120 }, { botId })],
    edges: [{ id: 'e0', source: 'n0', sourceHandle: 'match', target: 'n1' }],
  };
}

describe.each(testDatabases)('WhatsApp chatbot sessions on $name', (database) => {
  let sandboxed: SandboxedServer;
  let acme: ApiClient;
  let lounge: ApiClient;
  const automations: Record<'sizes' | 'strict', string> = { sizes: '', strict: '' };

  const write = (client: ApiClient, senderId: string, from: string, text: string, button = false) =>
    client.call('POST', `${WHATSAPP_SANDBOX_BASE}/inbound`, { body: { senderId, from, text, ...(button ? { button } : {}) } });
  const phone = async (client: ApiClient, senderId: string, of: string) => (await client.call('GET', `${WHATSAPP_SANDBOX_BASE}/phone`, { query: { senderId, phone: of } })).json.messages as SandboxPhoneMessage[];
  /** The phone's conversation once it holds `count` messages from the business. */
  const conversation = (of: string, count: number, client = acme, senderId = ACME_NUMBER) =>
    eventually(`${count} business message(s) on ${of}`, () => phone(client, senderId, of), (messages) => messages.filter((message) => message.from === 'business').length >= count);
  const said = (messages: readonly SandboxPhoneMessage[]) => messages.map((message) => [message.from, message.text, ...message.buttons]);
  const runs = async (id: string) => (await acme.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: id } })).json.runs as AutomationRun[];
  /** The inbound queue's context, on a clock `aheadMs` in the future (the sweep's timeouts and expiry). */
  const contextAt = (aheadMs: number): RunContext => ({
    db: sandboxed.server.db,
    channel: { whatsapp: sandboxed.opened.channels.whatsapp, pairPauseMs: 10 },
    now: () => new Date(Date.now() + aheadMs),
    scheduleResume: async () => {},
  });
  const sessions = (of: string) => sandboxed.server.db.query<{ end_reason: string | null; ended: boolean }>('select end_reason, ended_at is not null as ended from whatsapp_bot_sessions where phone = $1 order by id', [of]);

  async function publishedBot(name: string, settings: Partial<BotSettings>): Promise<string> {
    const botId = await createBot(acme, name, { channel: 'WHATSAPP' });
    const flow = (await acme.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Sizes' } })).json;
    expect((await acme.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: sizesFlow(flow.document as FlowDocument, settings), baseVersion: 1 } })).status).toBe(200);
    expect((await acme.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 2 } })).status).toBe(200);
    return botId;
  }

  async function publishedAutomation(name: string, keyword: string, botId: string): Promise<string> {
    const created = await acme.call('POST', AUTOMATION_BASE, { body: { name, senderId: ACME_NUMBER, document: startBotAutomation(keyword, botId) } });
    expect(created.status).toBe(200);
    expect((await acme.call('POST', `${AUTOMATION_BASE}/${created.json.id}/publish`)).status).toBe(200);
    return created.json.id as string;
  }

  beforeAll(async () => {
    // The sandbox's 6-second pair limit would make every bot answer wait; this file is about who answers.
    sandboxed = await startSandboxedServer(database, { realClock: true, whatsappSandboxRules: { pairWindowMs: 0 } });
    acme = await signedIn(sandboxed.server, demoLogins.designer);
    lounge = await signedIn(sandboxed.server, demoLogins.lounge);
    const autoResponse = await lounge.call('POST', `${PROFILE_BASE}/autoResponse`, { query: { esmeaddr: '1004', senderId: LOUNGE_NUMBER, channelId: 'WABA', autoResponseFlag: 'true', text: LOUNGE_AUTO_TEXT } });
    expect(autoResponse.status).toBe(200);
    automations.sizes = await publishedAutomation('Sizes', 'SIZE', await publishedBot('Sizes', {}));
    automations.strict = await publishedAutomation('Strict sizes', 'ORDER', await publishedBot('Strict sizes', { handoverAction: 'End Session' }));
  });
  afterAll(() => sandboxed.dispose());

  it("a started bot answers the contact's reply button, and the keyword automation does not also fire on it", async () => {
    const contact = '+919822220001';
    await write(acme, ACME_NUMBER, contact, 'What size do you have?');
    const asked = await conversation(contact, 1);
    expect(said(asked)).toEqual([
      ['customer', 'What size do you have?'],
      ['business', 'Which size?', 'Size S', 'Size L'],
    ]);
    // "Size L" holds the automation's keyword too: the bot holding the conversation answers it, alone.
    await write(acme, ACME_NUMBER, contact, 'Size L', true);
    expect(said(await conversation(contact, 2)).slice(2)).toEqual([
      ['customer', 'Size L'],
      ['business', 'Large it is.'],
    ]);
    expect((await runs(automations.sizes)).filter((run) => run.phone === contact)).toHaveLength(1);
    expect(await sessions(contact)).toEqual([{ end_reason: 'flow_ended', ended: true }]);

    // The flow ended, so the next message is the automations' again: a second run starts the bot anew.
    await write(acme, ACME_NUMBER, contact, 'size again please');
    expect(said(await conversation(contact, 3)).at(-1)).toEqual(['business', 'Which size?', 'Size S', 'Size L']);
    expect((await runs(automations.sizes)).filter((run) => run.phone === contact)).toHaveLength(2);
  });

  it('answers a message once when Meta delivers its webhook twice and its job runs again', async () => {
    const contact = '+919822220002';
    await write(acme, ACME_NUMBER, contact, 'size?');
    await conversation(contact, 1);
    const number = sandboxed.opened.sandboxes.whatsapp?.phoneNumbers.find((known) => known.id === ACME_NUMBER);
    if (!number) throw new Error('the sandbox does not know the acme number');
    const raw = JSON.stringify(inboundWebhook({ number, messageId: 'wamid.bot-channel-duplicate', waId: contact.slice(1), at: new Date(), text: 'size s' }));
    const secret = sandboxed.opened.webhooks.whatsapp?.appSecret ?? '';
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const answer = await sandboxed.server.app.request('/webhooks/whatsapp', { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhookBody(raw, secret) }, body: raw });
      expect(answer.status).toBe(200);
    }
    await conversation(contact, 2);
    // A job retried after the answer went (pg-boss after a crash) finds the message claimed.
    expect(await reactToInbound(contextAt(0), 'wamid.bot-channel-duplicate')).toEqual({ automations: 0, autoResponse: 'bot_answered', bot: 'already_answered' });
    // Jobs run in arrival order: once a later message is answered, nothing else of the duplicate is coming.
    await write(acme, ACME_NUMBER, contact, 'size once more');
    const business = (await conversation(contact, 3)).filter((message) => message.from === 'business');
    expect(business.map((message) => message.text)).toEqual(['Which size?', 'Small it is.', 'Which size?']);
  });

  it('a message the flow cannot answer hands the contact over: the hand-over is recorded and the bot lets go', async () => {
    const contact = '+919822220003';
    await write(acme, ACME_NUMBER, contact, 'I want to ORDER');
    await conversation(contact, 1);
    await write(acme, ACME_NUMBER, contact, 'Can I talk to a person?');
    await eventually('the session handed over', () => sessions(contact), (rows) => rows[0]?.end_reason === 'handed_over');
    const [handover] = await sandboxed.server.db.query<{ note: string; automation_id: string }>('select note, automation_id from contact_handovers where sender_id = $1 and phone = $2', [ACME_NUMBER, contact]);
    expect(handover).toEqual({ note: 'Strict sizes could not answer "Can I talk to a person?"', automation_id: automations.strict });
    // The contact's next message is the automations' again.
    await write(acme, ACME_NUMBER, contact, 'ORDER please');
    expect(said(await conversation(contact, 2)).at(-1)).toEqual(['business', 'Which size?', 'Size S', 'Size L']);
    expect((await runs(automations.strict)).filter((run) => run.phone === contact)).toHaveLength(2);
  });

  it("another account's contact with the same phone is not the bot's; STOP ends the session", async () => {
    const contact = '+919822220004';
    await write(acme, ACME_NUMBER, contact, 'size');
    await conversation(contact, 1);
    // The same person writes to the lounge account's number: its auto-response answers, not acme's bot.
    await write(lounge, LOUNGE_NUMBER, contact, 'Size S');
    expect(said(await conversation(contact, 1, lounge, LOUNGE_NUMBER))).toEqual([
      ['customer', 'Size S'],
      ['business', LOUNGE_AUTO_TEXT],
    ]);
    expect(await sessions(contact)).toEqual([{ end_reason: null, ended: false }]);
    await write(acme, ACME_NUMBER, contact, 'STOP');
    await eventually('the session ended by STOP', () => sessions(contact), (rows) => rows[0]?.end_reason === 'opted_out');
    expect((await phone(acme, ACME_NUMBER, contact)).filter((message) => message.from === 'business')).toHaveLength(1);
  });

  it("the flow's own timeout ends a quiet session, and a day of the contact's silence expires one", async () => {
    const quiet = '+919822220005';
    await write(acme, ACME_NUMBER, quiet, 'size');
    await conversation(quiet, 1);
    // Within the flow's 900 s nothing happens; past it the timeout action (End Session) runs, once.
    expect(await sweepBotSessions(contextAt(60_000))).toBe(0);
    expect(await sessions(quiet)).toEqual([{ end_reason: null, ended: false }]);
    await sweepBotSessions(contextAt(901_000));
    expect(await sessions(quiet)).toEqual([{ end_reason: 'timed_out', ended: true }]);
    expect(await sweepBotSessions(contextAt(902_000))).toBe(0);

    const silent = '+919822220006';
    await write(acme, ACME_NUMBER, silent, 'size');
    await conversation(silent, 1);
    await sweepBotSessions(contextAt(25 * 60 * 60 * 1000));
    expect(await sessions(silent)).toEqual([{ end_reason: 'expired', ended: true }]);
  });
});
