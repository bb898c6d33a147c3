import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATION_BASE, AUTOMATION_RUNS_PATH, WHATSAPP_SANDBOX_BASE } from '@/api/contracts/automation';
import { PROFILE_BASE } from '@/api/contracts/whatsapp-accounts';
import type { ProviderError } from '../../messaging/channels/channel';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { signedIn } from '../chatbot/chatbot-testing';
import { templateSno } from '../campaign/campaign-testing';
import { startSandboxedServer, type SandboxedServer } from '../webhooks/webhook-testing';

const NUMBER = '100400000000101';
const OTHER_NUMBER = '100400000000102';
const AUTO_TEXT = 'Thanks for writing to Lounge Partners. We answer within the hour.';

async function until<T>(look: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases)('auto-responses and automations on $name', (database) => {
  let sandboxed: SandboxedServer;
  let lounge: ApiClient;
  let acme: ApiClient;
  let priceList: number;

  const received = (phone: string) => sandboxed.opened.sandboxes.whatsapp?.received.get(phone) ?? [];
  const inbound = (from: string, text: string, senderId = NUMBER) => lounge.call('POST', `${WHATSAPP_SANDBOX_BASE}/inbound`, { body: { senderId, from, text } });
  const automationCount = async () => Number((await sandboxed.server.db.query<{ count: string }>('select count(*) from automations'))[0]?.count);
  const priceAutomation = () => ({ name: 'Price list', senderId: NUMBER, match: 'CONTAINS', keyword: 'PRICE', actions: [{ kind: 'SEND_TEMPLATE', templateSno: priceList }, { kind: 'ADD_TAG', tag: 'lead' }] });

  beforeAll(async () => {
    sandboxed = await startSandboxedServer(database, { realClock: true });
    lounge = await signedIn(sandboxed.server, demoLogins.lounge);
    acme = await signedIn(sandboxed.server, demoLogins.designer);
    priceList = await templateSno(lounge, 'price_list', NUMBER);
    const set = await lounge.call('POST', `${PROFILE_BASE}/autoResponse`, { query: { esmeaddr: '1004', senderId: NUMBER, channelId: 'WABA', autoResponseFlag: 'true', text: AUTO_TEXT } });
    expect(set.status).toBe(200);
  });
  afterAll(() => sandboxed.dispose());

  it('answers an inbound message with the auto-response text, once per contact in 24 hours', async () => {
    expect((await inbound('+971501110001', 'Hello, are you open today?')).status).toBe(200);
    const [reply] = await until(() => (received('+971501110001').length ? received('+971501110001') : undefined), 'the auto-response');
    expect(reply).toMatchObject({ phoneNumberId: NUMBER, template: null, text: AUTO_TEXT });

    await inbound('+971501110001', 'Hello again');
    // Jobs run one at a time in arrival order: once a later contact is answered, the repeat was handled.
    await inbound('+971501110002', 'Hi');
    await until(() => (received('+971501110002').length ? true : undefined), 'the second contact’s auto-response');
    expect(received('+971501110001')).toHaveLength(1);
  });

  it('sends no auto-response from a number that has it off', async () => {
    await inbound('+971501110003', 'Hello', OTHER_NUMBER);
    await inbound('+971501110004', 'Hi');
    await until(() => (received('+971501110004').length ? true : undefined), 'the barrier contact’s auto-response');
    expect(received('+971501110003')).toEqual([]);
  });

  it('runs a published keyword automation instead of the auto-response and logs the run', async () => {
    const created = await lounge.call('POST', AUTOMATION_BASE, { body: priceAutomation() });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ state: 'DRAFT', keyword: 'PRICE', displayNumber: '+971500000101' });
    const id = created.json.id as string;

    await inbound('+971501110005', 'price please');
    await until(() => (received('+971501110005').length ? true : undefined), 'the draft’s stand-in auto-response');
    expect(received('+971501110005')[0]?.template).toBeNull();

    expect((await lounge.call('POST', `${AUTOMATION_BASE}/${id}/publish`)).json.state).toBe('PUBLISHED');
    await inbound('+971501110006', 'What is the PRICE?');
    const run = await until(async () => (await lounge.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: id } })).json.runs.find((row: { status: string }) => row.status !== 'RUNNING'), 'the run');
    expect(run).toMatchObject({
      automationName: 'Price list',
      phone: '+971501110006',
      triggerText: 'What is the PRICE?',
      status: 'DONE',
      outcomes: [
        { kind: 'SEND_TEMPLATE', ok: true, detail: 'price_list' },
        { kind: 'ADD_TAG', ok: true, detail: 'lead' },
      ],
    });
    expect(received('+971501110006').map((message) => message.template?.name ?? message.text)).toEqual(['price_list']);
    expect(await sandboxed.server.db.query('select tag from contact_tags where esme = 1004 and phone = $1', ['+971501110006'])).toEqual([{ tag: 'lead' }]);
  });

  it('logs a failed action with its reason and still runs the rest', async () => {
    const paymentReceived = await templateSno(lounge, 'payment_received', OTHER_NUMBER);
    const actions = [{ kind: 'SEND_TEXT', text: 'We open at 9.' }, { kind: 'SEND_TEMPLATE', templateSno: paymentReceived }, { kind: 'ADD_TAG', tag: 'asked hours' }];
    const created = await lounge.call('POST', AUTOMATION_BASE, { body: { name: 'Hours', senderId: OTHER_NUMBER, match: 'EQUALS', keyword: 'hours', actions } });
    await lounge.call('POST', `${AUTOMATION_BASE}/${created.json.id}/publish`);
    // Meta paused the template after the automation was published.
    await sandboxed.server.db.query("update whatsapp_templates set status = 'PAUSED' where sno = $1", [paymentReceived]);
    await inbound('+971501110007', ' HOURS ', OTHER_NUMBER);
    const run = await until(async () => (await lounge.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: created.json.id } })).json.runs.find((row: { status: string }) => row.status !== 'RUNNING'), 'the run');
    expect(run).toMatchObject({
      status: 'FAILED',
      outcomes: [
        { kind: 'SEND_TEXT', ok: true, detail: 'We open at 9.' },
        { kind: 'SEND_TEMPLATE', ok: false, detail: 'payment_received is PAUSED, not APPROVED' },
        { kind: 'ADD_TAG', ok: true, detail: 'asked hours' },
      ],
    });
    expect(received('+971501110007').map((message) => message.text)).toEqual(['We open at 9.']);
    // Outside the customer's window the provider refuses free-form text, as Meta does.
    await expect(sandboxed.opened.channels.whatsapp?.sendText?.({ to: '+971501119999', senderId: NUMBER, text: 'Hi', reference: 'reply:test:1' })).rejects.toMatchObject({ code: 131047 } satisfies Partial<ProviderError>);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await automationCount();
    const missing = await lounge.call('POST', AUTOMATION_BASE, { body: { ...priceAutomation(), keyword: '  ' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.fields)).toEqual(['keyword']);
    const foreignTemplate = await lounge.call('POST', AUTOMATION_BASE, { body: { ...priceAutomation(), actions: [{ kind: 'SEND_TEMPLATE', templateSno: await templateSno(acme, 'payment_received') }] } });
    expect(foreignTemplate.status).toBe(400);
    expect(Object.keys(foreignTemplate.json.fields)).toEqual(['actions.0.templateSno']);
    const withVariables = await lounge.call('POST', AUTOMATION_BASE, { body: { ...priceAutomation(), actions: [{ kind: 'SEND_TEMPLATE', templateSno: await templateSno(lounge, 'order_shipped', NUMBER) }] } });
    expect(withVariables.json.fields).toHaveProperty(['actions.0.templateSno']);
    const foreignNumber = await lounge.call('POST', AUTOMATION_BASE, { body: { ...priceAutomation(), senderId: '100100000000101' } });
    expect(foreignNumber.json.fields).toHaveProperty('senderId');
    const badTag = await lounge.call('POST', AUTOMATION_BASE, { body: { ...priceAutomation(), actions: [{ kind: 'ADD_TAG', tag: '<b>' }] } });
    expect(badTag.json.fields).toHaveProperty(['actions.0.tag']);
    const badPhone = await inbound('98765', 'hi');
    expect(badPhone.status).toBe(400);
    expect(badPhone.json.fields).toHaveProperty('from');
    expect(await automationCount()).toBe(before);
  });

  it("answers 404 to another account's automation, runs and numbers, and changes nothing", async () => {
    const own = (await lounge.call('POST', AUTOMATION_BASE, { body: priceAutomation() })).json;
    const path = `${AUTOMATION_BASE}/${own.id}`;
    expect((await acme.call('GET', path)).status).toBe(404);
    expect((await acme.call('PUT', path, { body: { ...priceAutomation(), senderId: '100100000000101', actions: [{ kind: 'ADD_TAG', tag: 'x' }] } })).status).toBe(404);
    expect((await acme.call('POST', `${path}/publish`)).status).toBe(404);
    expect((await acme.call('DELETE', path)).status).toBe(404);
    expect((await acme.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: own.id } })).status).toBe(404);
    expect((await acme.call('POST', `${WHATSAPP_SANDBOX_BASE}/inbound`, { body: { senderId: NUMBER, from: '+971501110009', text: 'hi' } })).status).toBe(404);
    expect((await acme.call('GET', `${WHATSAPP_SANDBOX_BASE}/phone`, { query: { senderId: NUMBER, phone: '+971501110001' } })).status).toBe(404);
    expect((await acme.call('GET', AUTOMATION_BASE)).json.automations).toEqual([]);
    expect((await lounge.call('GET', path)).json).toEqual(own);
  });
});
