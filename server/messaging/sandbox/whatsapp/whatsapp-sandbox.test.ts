import { afterEach, describe, expect, it } from 'vitest';
import { templateContent } from '@/api/contracts/whatsapp-template';
import { ProviderError, type ChannelEvent, type OutboundMessage } from '../../../channel/channel';
import { createCloudApiClient } from '../../channels/whatsapp/cloud-api-client';
import { parseWhatsappWebhook } from '../../channels/whatsapp/parse-webhook';
import { verifyWebhookSignature } from '../../channels/whatsapp/webhook-signature';
import { createWhatsappChannel } from '../../channels/whatsapp/whatsapp-channel';
import type { SandboxTemplate } from './sandbox-messages';
import type { SandboxRules } from './sandbox-rules';
import { startWhatsappSandbox, type WhatsappSandbox, type WhatsappSandboxOptions } from './start-whatsapp-sandbox';

const appSecret = 'sandbox-secret';
const accessToken = 'sandbox-token';
const sender = '100000000000001';

const offer = templateContent.parse({
  name: 'spring_offer',
  language: 'en_US',
  category: 'MARKETING',
  components: [
    { type: 'BODY', text: 'Hi {{1}}, 20% off until {{2}}.' },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }] },
  ],
});
const receipt = templateContent.parse({ name: 'receipt', language: 'en_US', category: 'UTILITY', components: [{ type: 'BODY', text: 'Paid, {{1}}.' }] });
const templates: SandboxTemplate[] = [offer, receipt, { ...receipt, name: 'old_receipt', status: 'PAUSED' }];

/** Everyone delivered and read, nobody replies: each test turns on the behaviour it checks. */
const quiet: Partial<SandboxRules> = { undeliverableSuffixes: [], undeliverableRate: 0, marketingCapRate: 0, readRate: 1, stopRate: 0, replyRate: 0 };

const open: WhatsappSandbox[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((sandbox) => sandbox.close()));
});

async function harness(options: Partial<WhatsappSandboxOptions> = {}) {
  const events: ChannelEvent[] = [];
  const headers: Array<Record<string, string>> = [];
  const sandbox = await startWhatsappSandbox({
    appSecret,
    accessToken,
    timing: 'instant',
    seed: 7,
    rules: quiet,
    findTemplate: (name, language) => templates.find((template) => template.name === name && template.language === language),
    // Our side of the webhook, as the route does it: signature on the raw body, then parsing.
    deliverWebhook: (rawBody, given) => {
      headers.push(given);
      const signature = verifyWebhookSignature(rawBody, given['x-hub-signature-256'], appSecret);
      if (!signature.ok) throw new Error(`signature ${signature.reason}`);
      const parsed = parseWhatsappWebhook(JSON.parse(rawBody), new Date());
      if (!parsed.ok) throw new Error(parsed.reason);
      events.push(...parsed.events);
      return Promise.resolve();
    },
    ...options,
  });
  open.push(sandbox);
  const client = createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v18.0', accessToken });
  const channel = createWhatsappChannel(client);
  const send = (to: string, overrides: Partial<Extract<OutboundMessage, { channel: 'whatsapp' }>> = {}) =>
    channel.send({ channel: 'whatsapp', to, senderId: sender, template: offer, variables: { '1': 'Ada', '2': 'Sunday' }, reference: `ref-${to}`, ...overrides });
  return { sandbox, events, headers, send, client };
}

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

const statusesOf = (events: ChannelEvent[], id: string) => events.flatMap((event) => (event.kind === 'status' && event.providerMessageId === id ? [event.status] : []));

describe('WhatsApp sandbox provider', () => {
  it("puts statuses due together into one webhook, as Meta does, each message's still in order", async () => {
    const { sandbox, events, headers, send } = await harness();
    const sent = await Promise.all(Array.from({ length: 30 }, (_, n) => send(`+9198123460${String(n).padStart(2, '0')}`)));
    await sandbox.idle();
    for (const { providerMessageId } of sent) expect(statusesOf(events, providerMessageId)).toEqual(['sent', 'delivered', 'read']);
    expect(headers.length).toBeLessThan(90);
  });

  it('answers with a wamid and then posts signed sent, delivered and read webhooks in order', async () => {
    const { sandbox, events, headers, send } = await harness();
    const { providerMessageId } = await send('+919812345671');
    expect(providerMessageId).toMatch(/^wamid\./);
    await sandbox.idle();
    expect(statusesOf(events, providerMessageId)).toEqual(['sent', 'delivered', 'read']);
    expect(events.every((event) => event.kind !== 'status' || event.recipient === '+919812345671')).toBe(true);
    expect(headers[0]?.['x-sandbox-provider']).toBe('whatsapp-cloud-api-sandbox');
    expect(sandbox.received.get('+919812345671')).toMatchObject([{ id: providerMessageId, text: 'Hi Ada, 20% off until Sunday.', reference: 'ref-+919812345671' }]);
  });

  it('answers a template send as Meta does, with its pacing status', async () => {
    const { sandbox } = await harness();
    const post = (body: unknown) =>
      fetch(`${sandbox.baseUrl}/v18.0/${sender}/messages`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.json());
    const template = { messaging_product: 'whatsapp', to: '919812345679', type: 'template', template: { name: 'receipt', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ada' }] }] } };
    expect(await post(template)).toEqual({ messaging_product: 'whatsapp', contacts: [{ input: '919812345679', wa_id: '919812345679' }], messages: [{ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' }] });
  });

  it('labels its HTTP answers as the sandbox', async () => {
    const { sandbox } = await harness();
    const response = await fetch(`${sandbox.baseUrl}/v18.0/${sender}/messages`, { method: 'POST', body: '{}' });
    expect(response.headers.get('x-sandbox-provider')).toBe('whatsapp-cloud-api-sandbox');
  });

  it('keeps a slow story in order too', async () => {
    const { sandbox, events, send } = await harness({ timing: { sentMs: [5, 30], deliveredMs: [0, 20], readMs: [0, 10], replyMs: [0, 0] } });
    const ids = await Promise.all(['+919812345672', '+919812345673', '+919812345674'].map(async (to) => (await send(to)).providerMessageId));
    await sandbox.idle();
    for (const id of ids) expect(statusesOf(events, id)).toEqual(['sent', 'delivered', 'read']);
  });

  it('fails numbers by rule: 131026 for undeliverable suffixes, 131049 for the marketing cap but not for utility', async () => {
    const { sandbox, events, send } = await harness({ rules: { ...quiet, undeliverableSuffixes: ['000'], marketingCapRate: 1 } });
    const undeliverable = await send('+919812340000');
    const capped = await send('+919812345675');
    const utility = await send('+919812345676', { template: receipt, variables: { '1': 'Ada' } });
    await sandbox.idle();
    const failure = (id: string) => events.find((event) => event.kind === 'status' && event.providerMessageId === id);
    expect(failure(undeliverable.providerMessageId)).toMatchObject({ status: 'failed', error: { code: 131026, title: 'Message undeliverable' } });
    expect(failure(capped.providerMessageId)).toMatchObject({ status: 'failed', error: { code: 131049 } });
    expect(statusesOf(events, utility.providerMessageId)).toEqual(['sent', 'delivered', 'read']);
  });

  it('refuses a second message to the same person within 6 seconds (131056), retryable', async () => {
    let clock = new Date('2026-11-23T10:00:00Z');
    const { send } = await harness({ now: () => clock });
    await send('+919812345677');
    clock = new Date(clock.getTime() + 5_999);
    const error = await refusal(send('+919812345677'));
    expect([error.code, error.retryable]).toEqual([131056, true]);
    clock = new Date(clock.getTime() + 1);
    await expect(send('+919812345677')).resolves.toMatchObject({ providerMessageId: expect.stringMatching(/^wamid\./) });
  });

  it('refuses sends above the number throughput (130429) until the second has passed', async () => {
    let clock = new Date('2026-11-23T10:00:00Z');
    const { send } = await harness({ now: () => clock, phoneNumbers: [{ id: sender, displayPhoneNumber: '15550100001', wabaId: '2001', throughput: 2 }] });
    await send('+919812340001');
    await send('+919812340002');
    const error = await refusal(send('+919812340003'));
    expect([error.code, error.retryable]).toEqual([130429, true]);
    clock = new Date(clock.getTime() + 1_000);
    await expect(send('+919812340003')).resolves.toBeDefined();
  });

  it('sends STOP replies: a tap on the template stop button, or typed STOP without one', async () => {
    const { sandbox, events, send } = await harness({ rules: { ...quiet, stopRate: 1 } });
    const tapped = await send('+919812345678');
    await send('+919812345679', { template: receipt, variables: { '1': 'Ada' } });
    await sandbox.idle();
    const inbound = events.filter((event) => event.kind === 'inbound');
    expect(inbound).toEqual([
      expect.objectContaining({ from: '+919812345678', senderId: sender, text: 'Stop promotions', payload: 'Stop promotions' }),
      expect.objectContaining({ from: '+919812345679', senderId: sender, text: 'STOP' }),
    ]);
    // The reply comes after the read receipt of the message it answers.
    const readAt = events.findIndex((event) => event.kind === 'status' && event.providerMessageId === tapped.providerMessageId && event.status === 'read');
    expect(events.findIndex((event) => event.kind === 'inbound')).toBeGreaterThan(readAt);
  });

  it('is deterministic for a seed and differs for another, while its message ids are never issued twice', async () => {
    const recipients = Array.from({ length: 60 }, (_, index) => `+9198123${String(index).padStart(5, '0')}`);
    const run = async (seed: number) => {
      const { sandbox, events, send } = await harness({ seed, rules: {}, now: () => new Date('2026-11-23T10:00:00Z') });
      const ids: string[] = [];
      for (const to of recipients) ids.push((await send(to)).providerMessageId);
      await sandbox.idle();
      // What happened to whom, each id read as the recipient's place in the run: ids differ by process, fates do not.
      const named = events.map((event) => {
        let text = JSON.stringify(event);
        ids.forEach((id, index) => (text = text.replaceAll(id, `sent#${index}`)));
        return text.replace(/"providerMessageId":"wamid\.[^"]+"/, '"providerMessageId":"(inbound)"');
      });
      return { fates: named.sort(), ids };
    };
    const first = await run(11);
    const again = await run(11);
    expect(again.fates).toEqual(first.fates);
    expect((await run(12)).fates).not.toEqual(first.fates);
    expect(first.fates.some((event) => event.includes('"kind":"inbound"'))).toBe(true);
    expect(first.fates.some((event) => event.includes('"status":"failed"'))).toBe(true);
    // Two sandboxes with the same seed (two processes, or one restarted) never issue the same wamid.
    expect(new Set([...first.ids, ...again.ids]).size).toBe(2 * recipients.length);
  });

  it('answers bad requests with Graph errors: 190 token, 100 unknown number, 132000 parameters, 132001 template, 132015 paused', async () => {
    const { sandbox, send } = await harness();
    const wrongToken = createWhatsappChannel(createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v18.0', accessToken: 'stolen' }));
    expect((await refusal(wrongToken.send({ channel: 'whatsapp', to: '+919812345670', senderId: sender, template: receipt, variables: { '1': 'x' }, reference: 'r' }))).code).toBe(190);
    expect((await refusal(send('+919812345670', { senderId: '999' }))).code).toBe(100);
    const missing = templateContent.parse({ ...offer, components: [{ type: 'BODY', text: 'Hi {{1}}.' }] });
    const count = await refusal(send('+919812345670', { template: missing }));
    expect(count.code).toBe(132000);
    expect(count.title).toContain('does not match the expected number of params (2)');
    expect((await refusal(send('+919812345670', { template: { ...receipt, name: 'nope' } }))).code).toBe(132001);
    expect((await refusal(send('+919812345670', { template: { ...receipt, name: 'old_receipt' } }))).code).toBe(132015);
    expect(sandbox.received.size).toBe(0);
  });

  it('posts a message a person writes to our number as an inbound webhook', async () => {
    const { sandbox, events } = await harness();
    const id = await sandbox.sendInbound({ from: '+919812345670', toPhoneNumberId: sender, text: 'Hello?' });
    expect(events).toEqual([expect.objectContaining({ kind: 'inbound', providerMessageId: id, from: '+919812345670', senderId: sender, text: 'Hello?' })]);
  });

  it('retries a webhook our server did not take, then gives up', async () => {
    let calls = 0;
    const { sandbox, send } = await harness({
      webhookAttempts: 2,
      deliverWebhook: () => {
        calls += 1;
        return Promise.reject(new Error('HTTP 503'));
      },
    });
    await send('+919812345670');
    await sandbox.idle();
    // Two attempts for "sent"; later statuses still follow in order, each tried twice.
    expect(calls).toBe(6);
  });
});

describe('WhatsApp sandbox memory', () => {
  it('remembers only the most recent recipients, and never repeats an id', async () => {
    let clock = new Date('2026-11-23T10:00:00Z');
    const { sandbox, send } = await harness({ keepReceived: 2, now: () => clock });
    const ids = [];
    for (const to of ['+919812340011', '+919812340012', '+919812340013']) ids.push((await send(to)).providerMessageId);
    expect([...sandbox.received.keys()]).toEqual(['+919812340012', '+919812340013']);
    clock = new Date(clock.getTime() + 60_000);
    ids.push((await send('+919812340011', { template: receipt, variables: { '1': 'x' } })).providerMessageId);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('WhatsApp sandbox free-form text', () => {
  it("takes a text inside the customer's 24-hour window, as a quoted reply with its statuses, and refuses it after (131047)", async () => {
    let clock = new Date('2026-11-23T10:00:00Z');
    const { sandbox, events, client } = await harness({ now: () => clock });
    const channel = createWhatsappChannel(client);
    const reply = (to: string) => channel.sendText?.({ to, senderId: sender, text: 'We are open until 8 pm.', replyTo: 'wamid.in', reference: `reply:auto:${to}` }) ?? Promise.reject(new Error('no sendText'));

    expect((await refusal(reply('+919812340021'))).code).toBe(131047);
    await sandbox.sendInbound({ from: '+919812340021', toPhoneNumberId: sender, text: 'Open today?' });
    const { providerMessageId } = await reply('+919812340021');
    await sandbox.idle();
    expect(sandbox.received.get('+919812340021')).toMatchObject([{ id: providerMessageId, template: null, text: 'We are open until 8 pm.', reference: 'reply:auto:+919812340021' }]);
    expect(statusesOf(events, providerMessageId)).toEqual(['sent', 'delivered', 'read']);

    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1);
    expect((await refusal(reply('+919812340021'))).code).toBe(131047);
  });
});
