import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATION_BASE, AUTOMATION_RUNS_PATH, WHATSAPP_SANDBOX_BASE, type AutomationRun } from '@/api/contracts/automation';
import { createEmptyFlow, createNode, type FlowDocument, type NodeDataOf, type NodeKind } from '@/canvas/engine';
import { textMessage } from '@/canvas/engine/testing';
import { PROFILE_BASE, SIGNUP_BASE } from '@/api/contracts/whatsapp-accounts';
import type { ProviderError } from '../../channel/channel';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { sandboxCode, signupPayload } from '../../testing/routes/accounts';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';
import { templateSno } from '../../testing/routes/campaign';
import { startSandboxedServer, type SandboxedServer } from '../../testing/routes/webhooks';

const NUMBER = '100400000000101';
const OTHER_NUMBER = '100400000000102';
/** The acme (designer) account's number. */
const ACME_NUMBER = '100100000000101';
const ACME_ESME = demoLogins.designer.esme;
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

type Step = { [K in NodeKind]: [K, NodeDataOf<K>] }[NodeKind];

/**
 * An automation document: node i is `n<i>`, the first is the start, and each leads to the next on
 * `match` (a trigger) or `next`; `edges` adds or replaces connections as [source, handle, target].
 */
function automationDoc(steps: readonly Step[], edges?: readonly [string, string, string][]): FlowDocument {
  const nodes = steps.map(([kind, data], index) => createNode(kind, `n${index}`, { x: 0, y: index * 120 }, data as never));
  const chain = steps.slice(1).map((_, index): [string, string, string] => [`n${index}`, steps[index]![0].endsWith('_TRIGGER') ? 'match' : 'next', `n${index + 1}`]);
  return {
    ...createEmptyFlow({ id: 'draft', botId: '', name: 'Automation', documentType: 'automation' }),
    variables: [{ name: 'message', type: 'string', default: null }],
    startNodeId: 'n0',
    nodes,
    edges: (edges ?? chain).map(([source, sourceHandle, target], index) => ({ id: `e${index}`, source, sourceHandle, target })),
  };
}

describe.each(testDatabases)('auto-responses and automations on $name', (database) => {
  let sandboxed: SandboxedServer;
  let lounge: ApiClient;
  let acme: ApiClient;

  const received = (phone: string) => sandboxed.opened.sandboxes.whatsapp?.received.get(phone) ?? [];
  const inbound = (from: string, text: string, senderId = NUMBER) => lounge.call('POST', `${WHATSAPP_SANDBOX_BASE}/inbound`, { body: { senderId, from, text } });
  const automationCount = async () => Number((await sandboxed.server.db.query<{ count: string }>('select count(*) from automations'))[0]?.count);
  // price_list is seeded in English and Arabic; the automation sends the Arabic one, greeting the contact by name.
  const priceAutomation = (senderId = NUMBER) => ({
    name: 'Price list',
    senderId,
    document: automationDoc([
      ['KEYWORD_TRIGGER', { match: 'WORD', keywords: 'PRICE' }],
      ['SEND_TEMPLATE', { template: 'price_list', language: 'ar', parameters: [{ key: '1', source: 'name', value: '' }] }],
      ['TAG_CONTACT', { tag: 'lead' }],
    ]),
  });
  const create = async (body: Record<string, unknown>) => {
    const created = await lounge.call('POST', AUTOMATION_BASE, { body });
    expect(created.status).toBe(200);
    return created.json.id as string;
  };
  const finishedRun = (id: string, phone: string) =>
    until(async () => ((await lounge.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: id } })).json.runs as AutomationRun[]).find((run) => run.phone === phone && run.status !== 'RUNNING'), `the run for ${phone}`);
  const pathOf = (run: AutomationRun) => run.path.map((step) => [step.nodeId, step.outcome, step.branch, step.note]);

  beforeAll(async () => {
    sandboxed = await startSandboxedServer(database, { realClock: true });
    lounge = await signedIn(sandboxed.server, demoLogins.lounge);
    acme = await signedIn(sandboxed.server, demoLogins.designer);
    const set = await lounge.call('POST', `${PROFILE_BASE}/autoResponse`, { query: { esmeaddr: '1004', senderId: NUMBER, channelId: 'WABA', autoResponseFlag: 'true', text: AUTO_TEXT } });
    expect(set.status).toBe(200);
  });
  afterAll(() => sandboxed.dispose());

  it('answers an inbound message with the auto-response text, once per contact in 24 hours', async () => {
    expect((await inbound('+971501110001', 'Hello, are you open today?')).status).toBe(200);
    const [reply] = await until(() => (received('+971501110001').length ? received('+971501110001') : undefined), 'the auto-response');
    expect(reply).toMatchObject({ phoneNumberId: NUMBER, template: null, text: AUTO_TEXT });
    // The provider's statuses of the reply (sent, delivered, read) are kept on its row.
    const delivery = () => sandboxed.server.db.query<{ delivery: string | null; provider_message_id: string }>('select delivery, provider_message_id from auto_response_replies where phone = $1', ['+971501110001']);
    await until(async () => ((await delivery())[0]?.delivery === 'read' ? true : undefined), 'the auto-response read');
    expect(await delivery()).toEqual([{ delivery: 'read', provider_message_id: reply?.id }]);

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

  it('walks a published canvas automation instead of the auto-response and logs the path it took', async () => {
    const id = await create(priceAutomation());
    const stored = (await lounge.call('GET', `${AUTOMATION_BASE}/${id}`)).json;
    expect(stored).toMatchObject({ state: 'DRAFT', displayNumber: '+971500000101', document: { documentType: 'automation', startNodeId: 'n0', name: 'Price list' } });

    await inbound('+971501110005', 'price please');
    await until(() => (received('+971501110005').length ? true : undefined), 'the draft’s stand-in auto-response');
    expect(received('+971501110005')[0]?.template).toBeNull();

    expect((await lounge.call('POST', `${AUTOMATION_BASE}/${id}/publish`)).json.state).toBe('PUBLISHED');
    await inbound('+971501110006', 'What is the PRICE?');
    const run = await finishedRun(id, '+971501110006');
    expect(run).toMatchObject({ automationName: 'Price list', triggerText: 'What is the PRICE?', status: 'DONE' });
    expect(pathOf(run)).toEqual([
      ['n0', 'next', 'match', 'WORD "PRICE" on message "What is the PRICE?"'],
      ['n1', 'next', 'next', 'price_list (ar)'],
      ['n2', 'dead-end', 'next', 'lead'],
    ]);
    // The language the node names is sent, not the older English one of the same name.
    const [priceList] = received('+971501110006');
    expect(priceList?.template).toEqual({ name: 'price_list', language: 'ar' });
    expect(priceList?.text).toContain('مرحبًا Sandbox user 0006،');
    expect(await sandboxed.server.db.query('select tag from contact_tags where esme = 1004 and phone = $1', ['+971501110006'])).toEqual([{ tag: 'lead' }]);

    // A message its trigger does not hold for leaves no run, and gets the auto-response instead.
    await inbound('+971501110008', 'Opening hours?');
    await until(() => (received('+971501110008').length ? true : undefined), 'the auto-response');
    expect(((await lounge.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: id } })).json.runs as AutomationRun[]).map((row) => row.phone)).not.toContain('+971501110008');
    await lounge.call('POST', `${AUTOMATION_BASE}/${id}/unpublish`);
  });

  it('logs a failed action in the path and still runs the rest; else-branches, opt-in, hand-over and opt-out run too', async () => {
    const id = await create({
      name: 'Hours',
      senderId: OTHER_NUMBER,
      document: automationDoc(
        [
          ['KEYWORD_TRIGGER', { match: 'EXACT', keywords: 'hours, opening' }],
          ['SEND_TEXT', { text: 'We open at 9, {{message}}.' }],
          ['SEND_TEMPLATE', { template: 'payment_received' }],
          ['TAG_CONTACT', { tag: 'asked hours' }],
          ['OPT_IN_TRIGGER', {}],
          ['HAND_OVER', { note: 'welcome back' }],
          ['OPT_OUT', {}],
        ],
        [['n0', 'match', 'n1'], ['n1', 'next', 'n2'], ['n2', 'next', 'n3'], ['n0', 'else', 'n4'], ['n4', 'match', 'n5'], ['n5', 'next', 'n6']],
      ),
    });
    expect((await lounge.call('POST', `${AUTOMATION_BASE}/${id}/publish`)).status).toBe(200);
    // Meta paused the template after the automation was published.
    const paymentReceived = await templateSno(lounge, 'payment_received', OTHER_NUMBER);
    await sandboxed.server.db.query("update whatsapp_templates set status = 'PAUSED' where sno = $1", [paymentReceived]);
    await inbound('+971501110007', ' HOURS ', OTHER_NUMBER);
    const failed = await finishedRun(id, '+971501110007');
    expect(failed.status).toBe('FAILED');
    expect(pathOf(failed).map(([node, outcome, , note]) => [node, outcome, note])).toEqual([
      ['n0', 'next', 'EXACT "hours, opening" on message "HOURS"'],
      ['n1', 'next', 'We open at 9, HOURS.'],
      ['n2', 'error', 'ACTION_FAILED: payment_received (en) is PAUSED, not APPROVED'],
      ['n3', 'dead-end', 'asked hours'],
    ]);
    expect(received('+971501110007').map((message) => message.text)).toEqual(['We open at 9, HOURS.']);

    await inbound('+971501110009', 'START', OTHER_NUMBER);
    const optIn = await finishedRun(id, '+971501110009');
    expect(pathOf(optIn).map(([node, outcome, branch]) => [node, outcome, branch])).toEqual([
      ['n0', 'next', 'else'],
      ['n4', 'next', 'match'],
      ['n5', 'next', 'next'],
      ['n6', 'dead-end', 'next'],
    ]);
    expect(await sandboxed.server.db.query('select note, automation_id from contact_handovers where phone = $1', ['+971501110009'])).toEqual([{ note: 'welcome back', automation_id: id }]);
    expect(await sandboxed.server.db.query('select reason from opt_outs where esme = 1004 and phone = $1', ['+971501110009'])).toEqual([{ reason: 'Opted out by an automation' }]);
    await lounge.call('POST', `${AUTOMATION_BASE}/${id}/unpublish`);
    // Outside the customer's window the provider refuses free-form text, as Meta does.
    await expect(sandboxed.opened.channels.whatsapp?.sendText?.({ to: '+971501119999', senderId: NUMBER, text: 'Hi', reference: 'reply:test:1' })).rejects.toMatchObject({ code: 131047 } satisfies Partial<ProviderError>);
  });

  it('a WAIT holds the run in a delayed job, which then runs the rest of the path', async () => {
    const id = await create({ name: 'Later', senderId: NUMBER, document: automationDoc([['KEYWORD_TRIGGER', { match: 'WORD', keywords: 'later' }], ['WAIT', { minutes: '1' }], ['SEND_TEXT', { text: 'As promised, a minute later.' }]]) });
    await lounge.call('POST', `${AUTOMATION_BASE}/${id}/publish`);
    await inbound('+971501110010', 'tell me later');
    const waiting = await until(async () => ((await lounge.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: id } })).json.runs as AutomationRun[]).find((run) => run.status === 'WAITING'), 'the waiting run');
    expect(pathOf(waiting).map(([node, outcome]) => [node, outcome])).toEqual([
      ['n0', 'next'],
      ['n1', 'wait'],
    ]);
    // The delayed job is due in a minute; bring it forward rather than wait for it.
    const schemas = await sandboxed.server.db.query<{ schemaname: string }>("select schemaname from pg_tables where tablename = 'job' and schemaname like 'pgboss%'");
    let due = 0;
    for (const { schemaname } of schemas) {
      const jobs = await sandboxed.server.db.query<{ id: string; delay: number }>(
        `select id, extract(epoch from start_after - created_on) as delay from ${schemaname}.job where name = 'automation-resume' and data->>'runId' = $1 and state = 'created'`,
        [String(waiting.id)],
      );
      for (const job of jobs) {
        expect(Number(job.delay)).toBeGreaterThanOrEqual(55);
        await sandboxed.server.db.query(`update ${schemaname}.job set start_after = now() where id = $1`, [job.id]);
        due += 1;
      }
    }
    expect(due).toBe(1);
    const done = await until(async () => ((await lounge.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: id } })).json.runs as AutomationRun[]).find((run) => run.status === 'DONE'), 'the resumed run');
    expect(pathOf(done).map(([node, outcome]) => [node, outcome])).toEqual([
      ['n0', 'next'],
      ['n1', 'wait'],
      ['n1', 'next'],
      ['n2', 'dead-end'],
    ]);
    expect(received('+971501110010').map((message) => message.text)).toEqual(['As promised, a minute later.']);
    await lounge.call('POST', `${AUTOMATION_BASE}/${id}/unpublish`);
  });

  it("sends a template with its variables filled from the conversation, and the run shows the provider's statuses of what it sent", async () => {
    // A node saved before languages were picked names none: it sends the template's only (oldest) language.
    const id = await create({
      name: 'Order status',
      senderId: NUMBER,
      document: automationDoc([
        ['KEYWORD_TRIGGER', { match: 'WORD', keywords: 'order' }],
        [
          'SEND_TEMPLATE',
          {
            template: 'order_shipped',
            parameters: [
              { key: '1', source: 'name', value: '' },
              { key: '2', source: 'text', value: 'Friday ({{message}})' },
            ],
          },
        ],
      ]),
    });
    expect((await lounge.call('POST', `${AUTOMATION_BASE}/${id}/publish`)).status).toBe(200);
    await inbound('+971501110014', 'my order');
    const run = await finishedRun(id, '+971501110014');
    expect(pathOf(run).map(([node, outcome, , note]) => [node, outcome, note])).toEqual([
      ['n0', 'next', 'WORD "order" on message "my order"'],
      ['n1', 'dead-end', 'order_shipped (en)'],
    ]);
    // The sandbox checked the parameters against the template and shows the body as the phone reads it.
    const [sent] = received('+971501110014');
    expect(sent).toMatchObject({ template: { name: 'order_shipped', language: 'en' }, text: 'Good news: order Sandbox user 0014 has shipped and arrives on Friday (my order).' });
    const reported = await until(async () => {
      const [latest] = (await lounge.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: id } })).json.runs as AutomationRun[];
      return latest?.replies[0]?.delivery === 'delivered' || latest?.replies[0]?.delivery === 'read' ? latest : undefined;
    }, 'the delivery status of the template');
    // The sandbox decides by the number whether the contact reads it; delivered comes either way.
    expect(reported.replies).toEqual([{ nodeId: 'n1', status: 'SENT', delivery: expect.stringMatching(/^(delivered|read)$/), error: null, at: expect.any(String) }]);
    await lounge.call('POST', `${AUTOMATION_BASE}/${id}/unpublish`);
  });

  it('a number signed up through embedded sign-up while the server runs receives and sends through the sandbox at once', async () => {
    const { code } = await sandboxCode(acme);
    const signup = await acme.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME_ESME, code) });
    expect(signup.json.result).toBe(200);
    const [number] = await sandboxed.server.db.query<{ id: string }>('select id from sender_numbers where waba_id = $1', [signup.json.waba_data[0].waba_id]);
    const senderId = number?.id ?? '';
    expect((await acme.call('GET', WHATSAPP_SANDBOX_BASE)).json.senderIds).toContain(senderId);
    const hello = await acme.call('POST', `${WHATSAPP_SANDBOX_BASE}/inbound`, { body: { senderId, from: '+919811110020', text: 'Hello new number' } });
    expect(hello.status).toBe(200);
    expect(await sandboxed.server.db.query('select sender_id, contact_name from inbound_messages where provider_message_id = $1', [hello.json.messageId])).toEqual([{ sender_id: senderId, contact_name: 'Sandbox user 0020' }]);
    await expect(sandboxed.opened.channels.whatsapp?.sendText?.({ to: '+919811110020', senderId, text: 'Welcome', reference: 'reply:test:2' })).resolves.toMatchObject({ providerMessageId: expect.any(String) });
  });

  it("first message of the day and outside opening hours chain on match: both must hold, so a contact's second message runs nothing", async () => {
    // Opening 00:00 and closing 00:00 is never open: the hours trigger holds at any time of the test.
    const id = await create({ name: 'Night', senderId: OTHER_NUMBER, document: automationDoc([['FIRST_MESSAGE_TRIGGER', {}], ['OUTSIDE_HOURS_TRIGGER', { timeZone: 'Asia/Dubai', opens: '00:00', closes: '00:00' }], ['TAG_CONTACT', { tag: 'night' }]]) });
    expect((await lounge.call('POST', `${AUTOMATION_BASE}/${id}/publish`)).status).toBe(200);
    await inbound('+971501110012', 'Anyone there?', OTHER_NUMBER);
    const run = await finishedRun(id, '+971501110012');
    expect(pathOf(run).map(([node, outcome, branch]) => [node, outcome, branch])).toEqual([
      ['n0', 'next', 'match'],
      ['n1', 'next', 'match'],
      ['n2', 'dead-end', 'next'],
    ]);
    await inbound('+971501110012', 'Hello?', OTHER_NUMBER);
    // A later contact's run shows the second message was handled (jobs run in arrival order).
    await inbound('+971501110013', 'Hi', OTHER_NUMBER);
    await finishedRun(id, '+971501110013');
    const runs = (await lounge.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: id } })).json.runs as AutomationRun[];
    expect(runs.filter((row) => row.phone === '+971501110012')).toHaveLength(1);
    await lounge.call('POST', `${AUTOMATION_BASE}/${id}/unpublish`);
  });

  it('a template button reply hands the contact to a chatbot, whose first message goes out as a WhatsApp text', async () => {
    const botId = await createBot(acme, 'Concierge', { channel: 'WHATSAPP' });
    const flow = (await acme.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Welcome' } })).json;
    const welcome = { ...flow.document, startNodeId: 'm1', nodes: [textMessage('m1', 'Hi, this is the concierge bot.')], edges: [] };
    expect((await acme.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: welcome, baseVersion: 1 } })).status).toBe(200);
    expect((await acme.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 2 } })).status).toBe(200);
    const created = await acme.call('POST', AUTOMATION_BASE, { body: { name: 'Concierge', senderId: ACME_NUMBER, document: automationDoc([['BUTTON_TRIGGER', { button: '' }], ['START_FLOW', { botId }]]) } });
    expect((await acme.call('POST', `${AUTOMATION_BASE}/${created.json.id}/publish`)).status).toBe(200);
    const write = (from: string, button: boolean) => acme.call('POST', `${WHATSAPP_SANDBOX_BASE}/inbound`, { body: { senderId: ACME_NUMBER, from, text: 'Talk to us', ...(button ? { button } : {}) } });

    // Typed, the same words are no button reply: the trigger does not hold and nothing is logged.
    await write('+919811110010', false);
    await write('+919811110011', true);
    const run = await until(async () => ((await acme.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: created.json.id } })).json.runs as AutomationRun[]).find((row) => row.status !== 'RUNNING'), 'the run');
    expect(run.phone).toBe('+919811110011');
    expect(pathOf(run)).toEqual([
      ['n0', 'next', 'match', 'button "any" on button "Talk to us"'],
      ['n1', 'dead-end', 'next', 'Concierge started, sent 1 message(s) and ended'],
    ]);
    expect(received('+919811110011').map((message) => message.text)).toEqual(['Hi, this is the concierge bot.']);
    expect((await acme.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: created.json.id } })).json.runs).toHaveLength(1);
    await acme.call('POST', `${AUTOMATION_BASE}/${created.json.id}/unpublish`);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await automationCount();
    const chatbotNode = await lounge.call('POST', AUTOMATION_BASE, { body: { ...priceAutomation(), document: automationDoc([['MESSAGE', createNode('MESSAGE', 'x', { x: 0, y: 0 }).data as NodeDataOf<'MESSAGE'>]]) } });
    expect(chatbotNode.status).toBe(400);
    expect(Object.keys(chatbotNode.json.fields)).toEqual(['document.nodes.0.kind']);
    const chatbotDocument = await lounge.call('POST', AUTOMATION_BASE, { body: { ...priceAutomation(), document: { ...automationDoc([]), documentType: undefined } } });
    expect(Object.keys(chatbotDocument.json.fields)).toEqual(['document.documentType']);
    const badData = await lounge.call('POST', AUTOMATION_BASE, { body: { ...priceAutomation(), document: automationDoc([['WAIT', { minutes: 5 } as never]]) } });
    expect(Object.keys(badData.json.fields)).toEqual(['document.nodes.0.data.minutes']);
    const foreignNumber = await lounge.call('POST', AUTOMATION_BASE, { body: priceAutomation('100100000000101') });
    expect(Object.keys(foreignNumber.json.fields)).toEqual(['senderId']);
    expect(await automationCount()).toBe(before);

    // A draft may be unfinished; publishing names every node field the engine finds wrong.
    const id = await create({
      ...priceAutomation(),
      document: automationDoc([
        ['KEYWORD_TRIGGER', { match: 'REGEX', keywords: '(' }],
        ['SEND_TEMPLATE', { template: 'order_shipped' }],
        ['TAG_CONTACT', { tag: '<b>' }],
        ['SEND_TEMPLATE', { template: 'order_shipped', parameters: [{ key: '1', source: 'phone', value: '' }, { key: '2', source: 'text', value: ' ' }] }],
        ['SEND_TEMPLATE', { template: 'no_such_template' }],
        ['SEND_TEMPLATE', { template: 'price_list', language: 'fr', parameters: [{ key: '1', source: 'phone', value: '' }] }],
      ]),
    });
    const publish = await lounge.call('POST', `${AUTOMATION_BASE}/${id}/publish`);
    expect(publish.status).toBe(400);
    expect(publish.json.fields).toEqual({
      'document.nodes.0.data.keywords': expect.any(String),
      'document.nodes.1.data.parameters': 'The template needs a value for 1.',
      'document.nodes.2.data.tag': expect.any(String),
      'document.nodes.3.data.parameters.1.value': 'The template needs a value for 2.',
      'document.nodes.4.data.template': 'Not an approved template of this number.',
      // The name exists, in English and Arabic only: name and language are checked together.
      'document.nodes.5.data.template': 'Not an approved template of this number.',
    });
    expect((await lounge.call('GET', `${AUTOMATION_BASE}/${id}`)).json.state).toBe('DRAFT');
    const badPhone = await inbound('98765', 'hi');
    expect(badPhone.status).toBe(400);
    expect(badPhone.json.fields).toHaveProperty('from');
  });

  it("answers 404 to another account's automation, runs and numbers, and changes nothing", async () => {
    const own = (await lounge.call('POST', AUTOMATION_BASE, { body: priceAutomation() })).json;
    const path = `${AUTOMATION_BASE}/${own.id}`;
    expect((await acme.call('GET', path)).status).toBe(404);
    expect((await acme.call('PUT', path, { body: priceAutomation('100100000000101') })).status).toBe(404);
    expect((await acme.call('POST', `${path}/publish`)).status).toBe(404);
    expect((await acme.call('POST', `${path}/unpublish`)).status).toBe(404);
    expect((await acme.call('DELETE', path)).status).toBe(404);
    expect((await acme.call('GET', AUTOMATION_RUNS_PATH, { query: { automationId: own.id } })).status).toBe(404);
    expect((await acme.call('POST', `${WHATSAPP_SANDBOX_BASE}/inbound`, { body: { senderId: NUMBER, from: '+971501110009', text: 'hi' } })).status).toBe(404);
    expect((await acme.call('GET', `${WHATSAPP_SANDBOX_BASE}/phone`, { query: { senderId: NUMBER, phone: '+971501110001' } })).status).toBe(404);
    expect(((await acme.call('GET', AUTOMATION_BASE)).json.automations as { id: string }[]).map((automation) => automation.id)).not.toContain(own.id);
    expect((await lounge.call('GET', path)).json).toEqual(own);
  });
});
