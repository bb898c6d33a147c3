import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PREVIOUS_SIGNATURE_HEADER, WEBHOOK_RULES_BASE, WEBHOOK_SIGNATURE_HEADER } from '@/api/contracts/webhook-rules';
import { signWebhookBody } from '../../messaging/channels/whatsapp/webhook-signature';
import { eventually } from '../../testing/eventually';
import { inboundWebhook } from '../../messaging/sandbox/whatsapp/webhook-payloads';
import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../testing/routes/campaign';
import { signedIn } from '../../testing/routes/chatbot';
import { startSandboxedServer, type SandboxedServer } from '../../testing/routes/webhooks';
import { demoLogins, demoMessaging } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { decryptPayload, verifyBody, type EncryptedPayload } from '../payload-crypto';
import { webhookRuleFields } from '../testing/webhook-rule-fields';
import { startWebhookReceiver } from '../testing/webhook-receiver';

const ACME = demoLogins.designer.esme;
const [acme] = demoMessaging;
const FIRST = acme?.numbers[0];
const SECOND = acme?.numbers[1];
const LOUNGE_NUMBER = demoMessaging[1]?.numbers[0]?.displayNumber ?? '';
const QUEUE_TEST_MS = 90_000;

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

describe.each(testDatabases)('webhook rules on $name', (database) => {
  let sandboxed: SandboxedServer;
  let receiver: Receiver;
  let designer: ApiClient;
  let lounge: ApiClient;
  const previousAllow = process.env.OUTBOUND_ALLOW;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The receiver is on loopback, which the outbound proxy refuses unless allow-listed (as the gateway tests do).
    process.env.OUTBOUND_ALLOW = receiver.hostPort;
    sandboxed = await startSandboxedServer(database, { realClock: true });
    designer = await signedIn(sandboxed.server, demoLogins.designer);
    lounge = await signedIn(sandboxed.server, demoLogins.lounge);
  });
  afterAll(async () => {
    await sandboxed.dispose();
    await receiver.close();
    if (previousAllow === undefined) delete process.env.OUTBOUND_ALLOW;
    else process.env.OUTBOUND_ALLOW = previousAllow;
  });

  const rule = (overrides: Record<string, unknown> = {}) => webhookRuleFields(FIRST?.displayNumber ?? '', `${receiver.origin}/ok`, overrides);
  const create = (api: ApiClient, fields: Record<string, unknown>) => api.call('POST', `${WEBHOOK_RULES_BASE}/create`, { query: { request: JSON.stringify(fields) } });
  const rulesOf = async (api: ApiClient, wabaNumber: string) => (await api.call('POST', `${WEBHOOK_RULES_BASE}/getUrlRules`, { body: { wabaNumber, type: 'whatsapp' } })).json.rules;
  const ruleCount = async () => (await sandboxed.server.db.query<{ n: number }>('select count(*)::int as n from webhook_rules'))[0]?.n;
  const view = async (id: string) => (await designer.call('GET', `${CAMPAIGNS}/${id}`)).json as { state: string };
  const deliveries = async (ruleId: string) => (await designer.call('GET', `${WEBHOOK_RULES_BASE}/deliveries`, { query: { ruleId } })).json.deliveries;
  const postInbound = (numberIndex: 0 | 1, messageId: string, text: string) => {
    const number = acme?.numbers[numberIndex];
    const raw = JSON.stringify(inboundWebhook({ number: { id: number?.id ?? '', displayPhoneNumber: (number?.displayNumber ?? '').slice(1), wabaId: acme?.waba.id ?? '', throughput: 80 }, messageId, waId: '919811119999', at: new Date(), text }));
    return sandboxed.server.app.request('/webhooks/whatsapp', { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhookBody(raw, sandboxed.opened.webhooks.whatsapp?.appSecret ?? '') }, body: raw });
  };

  it('lists the numbers, creates, edits, lists and deletes a rule with every field of spec §3', async () => {
    const numbers = (await designer.call('POST', `${WEBHOOK_RULES_BASE}/getWabaNumbers`, { body: { esmeaddr: ACME } })).json.numbers;
    expect(numbers.map((number: { wabaNumber: string }) => number.wabaNumber)).toEqual(acme?.numbers.map((number) => number.displayNumber));
    const created = await create(designer, rule({ url: 'https://hooks.acme.example/wa', eventCategory: ['TEMPLATE_STATUS', 'NUMBER_QUALITY'], defaultRule: true, handoverTemplate: 'agent_handover' }));
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ wabaNumber: FIRST?.displayNumber, url: 'https://hooks.acme.example/wa', defaultRule: true, handoverTemplate: 'agent_handover', retryCount: 2, retryDelayInSec: 1 });
    expect(created.json.secret).toMatch(/^[0-9a-f]{64}$/);
    const edited = await designer.call('POST', `${WEBHOOK_RULES_BASE}/edit`, { body: { ruleId: created.json.ruleId, rule: rule({ url: 'https://hooks.acme.example/v2', requestType: 'PUT', encryptPayload: true, algorithm: 'AES-256-CBC', eventCategory: ['TEMPLATE_STATUS', 'NUMBER_QUALITY'] }) } });
    expect(edited.status).toBe(200);
    // The secret is answered by create alone; afterwards only its last 4 characters, so it cannot be read off the console again.
    expect(edited.json).toMatchObject({ url: 'https://hooks.acme.example/v2', requestType: 'PUT', encryptPayload: true, algorithm: 'AES-256-CBC', secretHint: created.json.secret.slice(-4), defaultRule: false });
    expect(edited.json).not.toHaveProperty('secret');
    const listed = await rulesOf(designer, FIRST?.displayNumber ?? '');
    expect(listed).toEqual([edited.json]);
    expect(JSON.stringify(listed)).not.toContain(created.json.secret);
    const removeOne = await designer.call('DELETE', `${WEBHOOK_RULES_BASE}/delete`, { query: { wabaNumber: FIRST?.displayNumber ?? '', ruleId: created.json.ruleId, eventCategory: 'NUMBER_QUALITY' } });
    expect(removeOne.json).toMatchObject({ deleted: false, rule: { eventCategory: ['TEMPLATE_STATUS'] } });
    const removeAll = await designer.call('DELETE', `${WEBHOOK_RULES_BASE}/delete`, { query: { wabaNumber: FIRST?.displayNumber ?? '', ruleId: created.json.ruleId, eventCategory: 'TEMPLATE_STATUS' } });
    expect(removeAll.json).toEqual({ deleted: true, rule: null });
    expect(await rulesOf(designer, FIRST?.displayNumber ?? '')).toEqual([]);
  });

  it("answers 404 for another account's number, rule or delivery, and changes nothing", async () => {
    const mine = await create(designer, rule({ url: 'https://hooks.acme.example/mine' }));
    const before = await ruleCount();
    expect((await create(lounge, rule({ wabaNumber: FIRST?.displayNumber }))).status).toBe(404);
    expect((await lounge.call('POST', `${WEBHOOK_RULES_BASE}/getUrlRules`, { body: { wabaNumber: FIRST?.displayNumber } })).status).toBe(404);
    expect((await lounge.call('POST', `${WEBHOOK_RULES_BASE}/edit`, { body: { ruleId: mine.json.ruleId, rule: rule({ wabaNumber: LOUNGE_NUMBER }) } })).status).toBe(404);
    expect((await lounge.call('DELETE', `${WEBHOOK_RULES_BASE}/delete`, { query: { wabaNumber: LOUNGE_NUMBER, ruleId: mine.json.ruleId } })).status).toBe(404);
    expect((await lounge.call('GET', `${WEBHOOK_RULES_BASE}/deliveries`, { query: { ruleId: mine.json.ruleId } })).status).toBe(404);
    expect((await lounge.call('POST', `${WEBHOOK_RULES_BASE}/rotateSecret`, { body: { ruleId: mine.json.ruleId } })).status).toBe(404);
    const badRotate = await designer.call('POST', `${WEBHOOK_RULES_BASE}/rotateSecret`, { body: { ruleId: 'not-a-rule' } });
    expect([badRotate.status, Object.keys(badRotate.json.fields)]).toEqual([400, ['ruleId']]);
    expect((await designer.call('POST', `${WEBHOOK_RULES_BASE}/edit`, { body: { ruleId: mine.json.ruleId, rule: rule({ wabaNumber: LOUNGE_NUMBER }) } })).status).toBe(404);
    expect(await ruleCount()).toBe(before);
    const { secret: _shownOnce, ...unchanged } = mine.json;
    expect((await rulesOf(designer, FIRST?.displayNumber ?? ''))[0]).toEqual(unchanged);
    await designer.call('DELETE', `${WEBHOOK_RULES_BASE}/delete`, { query: { wabaNumber: FIRST?.displayNumber ?? '', ruleId: mine.json.ruleId } });
  });

  it.each([
    ['url', { url: 'http://hooks.acme.example/plain' }],
    ['url', { url: 'https://127.0.0.1/inside' }],
    ['url', { url: 'not a url' }],
    ['retryCount', { retryCount: 11 }],
    ['retryDelayInSec', { retryDelayInSec: 0 }],
    ['eventCategory', { eventCategory: [] }],
    ['eventCategory.0', { eventCategory: ['EVERYTHING'] }],
    ['httpHeaders.0.key', { httpHeaders: [{ key: 'Content-Length', value: '1' }] }],
    ['httpHeaders.0.value', { httpHeaders: [{ key: 'X-Token', value: 'a\r\nInjected: yes' }] }],
    ['algorithm', { encryptPayload: true, algorithm: null }],
    ['wabaNumber', { wabaNumber: '12345' }],
  ])('refuses a bad %s with 400 naming it, and writes nothing', async (field, overrides) => {
    const before = await ruleCount();
    const answer = await create(designer, rule(overrides));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.fields)).toContain(field);
    expect(await ruleCount()).toBe(before);
  });

  it('refuses a create request that is not JSON with 400 naming `request`', async () => {
    const answer = await designer.call('POST', `${WEBHOOK_RULES_BASE}/create`, { query: { request: '{not json' } });
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toHaveProperty('request');
  });

  it("sends a test event of the rule's category now, signed as real deliveries are, logged as a test and tried once; answers its status", async () => {
    const ok = await create(designer, rule({ url: `${receiver.origin}/ok-test`, eventCategory: ['TEMPLATE_STATUS', 'INBOUND_MESSAGE'] }));
    const sent = await designer.call('POST', `${WEBHOOK_RULES_BASE}/sendTestEvent`, { body: { ruleId: ok.json.ruleId } });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ category: 'TEMPLATE_STATUS', status: 'DELIVERED', test: true, attempts: [{ attempt: 1, statusCode: 200, error: null }] });
    const [call] = receiver.calls.filter((entry) => entry.path === '/ok-test');
    expect(verifyBody(call?.body ?? '', ok.json.secret, call?.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()])).toBe(true);
    expect(call?.headers).toMatchObject({ authorization: 'Bearer customer-token', 'x-webhook-test': 'true', 'x-webhook-delivery': sent.json.deliveryId });
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ test: true, category: 'TEMPLATE_STATUS', wabaNumber: FIRST?.displayNumber, labels: { eventType: 'campaign' }, event: { status: 'APPROVED' } });
    expect(await deliveries(ok.json.ruleId)).toEqual([sent.json]);

    // A named category of the rule; one it does not forward is a 400 naming it, and nothing is sent.
    const inbound = await designer.call('POST', `${WEBHOOK_RULES_BASE}/sendTestEvent`, { body: { ruleId: ok.json.ruleId, category: 'INBOUND_MESSAGE' } });
    expect(inbound.json).toMatchObject({ category: 'INBOUND_MESSAGE', payload: { event: { text: 'This is a test event.' } } });
    const refused = await designer.call('POST', `${WEBHOOK_RULES_BASE}/sendTestEvent`, { body: { ruleId: ok.json.ruleId, category: 'NUMBER_QUALITY' } });
    expect([refused.status, Object.keys(refused.json.fields)]).toEqual([400, ['category']]);
    expect(receiver.calls.filter((entry) => entry.path === '/ok-test')).toHaveLength(2);
    expect((await lounge.call('POST', `${WEBHOOK_RULES_BASE}/sendTestEvent`, { body: { ruleId: ok.json.ruleId } })).status).toBe(404);

    // A failing endpoint: failed at once with its status, though the rule retries real events.
    const down = await create(designer, rule({ url: `${receiver.origin}/fail-test`, retryCount: 3 }));
    const failed = await designer.call('POST', `${WEBHOOK_RULES_BASE}/sendTestEvent`, { body: { ruleId: down.json.ruleId } });
    expect(failed.json).toMatchObject({ status: 'FAILED', test: true, attempts: [{ statusCode: 500, error: 'HTTP 500' }] });
    expect(failed.json.attempts).toHaveLength(1);
    for (const created of [ok, down]) await designer.call('DELETE', `${WEBHOOK_RULES_BASE}/delete`, { query: { wabaNumber: FIRST?.displayNumber ?? '', ruleId: created.json.ruleId } });
  });

  it(
    "forwards a campaign's status events from the rule's number, signed with the rule's secret, with the rule's headers and labels",
    async () => {
      const created = await create(designer, rule());
      const list = phones(3, 7100);
      const draft = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Forwarded statuses' }) });
      await uploadAudience(designer, draft.json.id, list.map((phone) => ({ phone })));
      await action(designer, draft.json.id, 'submit', { schedule: { kind: 'now' } });
      await sandboxed.messaging.tick();
      const forwarded = await eventually(
        'a delivered status forwarded for every recipient',
        async () => receiver.calls.filter((call) => call.path === '/ok' && JSON.parse(call.body).event?.campaignId === draft.json.id),
        (calls) => list.every((phone) => calls.some((call) => JSON.parse(call.body).event.recipient === phone && JSON.parse(call.body).event.status === 'delivered')),
        { timeoutMs: 60_000 },
      );
      for (const call of forwarded) {
        expect(verifyBody(call.body, created.json.secret, call.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()])).toBe(true);
        expect(call.headers.authorization).toBe('Bearer customer-token');
        expect(JSON.parse(call.body)).toMatchObject({ category: 'MESSAGE_STATUS', wabaNumber: FIRST?.displayNumber, labels: { eventType: 'campaign', channelId: 'wa-main', senderId: 'acme-retail' } });
      }
      const logged = await eventually('every forward logged as delivered', () => deliveries(created.json.ruleId), (rows) => rows.length >= forwarded.length && rows.every((row: { status: string }) => row.status === 'DELIVERED'), { timeoutMs: 30_000 });
      expect(logged[0].attempts[0]).toMatchObject({ attempt: 1, statusCode: 200, responseExcerpt: '{"ok":true}', error: null });
      expect(logged[0].attempts[0].durationMs).toBeGreaterThanOrEqual(0);
      await designer.call('DELETE', `${WEBHOOK_RULES_BASE}/delete`, { query: { wabaNumber: FIRST?.displayNumber ?? '', ruleId: created.json.ruleId } });
    },
    QUEUE_TEST_MS,
  );

  it(
    'forwards each status once when the provider tells every one twice, late and in reverse order',
    async () => {
      const created = await create(designer, rule({ url: `${receiver.origin}/ok-disordered` }));
      sandboxed.opened.sandboxes.whatsapp?.disorderWebhooks({ twice: true, reversed: true, lateMs: 30 });
      const list = phones(3, 7200);
      const draft = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Disordered statuses' }) });
      await uploadAudience(designer, draft.json.id, list.map((phone) => ({ phone })));
      await action(designer, draft.json.id, 'submit', { schedule: { kind: 'now' } });
      await sandboxed.messaging.tick();
      await eventually('the campaign completed', () => view(draft.json.id), (campaign) => campaign.state === 'COMPLETED', { timeoutMs: 60_000 });
      await sandboxed.opened.sandboxes.whatsapp?.idle();
      sandboxed.opened.sandboxes.whatsapp?.disorderWebhooks({});
      const told = await eventually(
        'the deliveries under disordered webhooks',
        () => deliveries(created.json.ruleId),
        (rows) => rows.length > 0 && rows.every((row: { status: string }) => row.status === 'DELIVERED'),
        { timeoutMs: 60_000 },
      );
      const events = told.map((row: { payload: { event: { recipient: string; status: string } } }) => `${row.payload.event.recipient} ${row.payload.event.status}`);
      expect(events.length).toBeGreaterThanOrEqual(list.length);
      expect(new Set(events).size).toBe(events.length);
      const arrived = receiver.calls.filter((call) => call.path === '/ok-disordered');
      expect(arrived).toHaveLength(events.length);
      await designer.call('DELETE', `${WEBHOOK_RULES_BASE}/delete`, { query: { wabaNumber: FIRST?.displayNumber ?? '', ruleId: created.json.ruleId } });
    },
    QUEUE_TEST_MS,
  );

  it(
    'retries a failing endpoint with growing delays, logs every attempt, gives up after the retry count, and resends on demand',
    async () => {
      const flaky = await create(designer, rule({ wabaNumber: SECOND?.displayNumber, url: `${receiver.origin}/flaky-2`, eventCategory: ['INBOUND_MESSAGE'] }));
      const down = await create(designer, rule({ wabaNumber: SECOND?.displayNumber, url: `${receiver.origin}/fail`, eventCategory: ['INBOUND_MESSAGE'], retryCount: 1 }));
      expect((await postInbound(1, 'wamid.hooks-retry-1', 'Where is my order?')).status).toBe(200);
      const [recovered] = await eventually('the flaky endpoint reached', () => deliveries(flaky.json.ruleId), (rows) => rows[0]?.status === 'DELIVERED', { timeoutMs: 60_000 });
      expect(recovered.attempts.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([500, 500, 200]);
      expect(recovered.attempts[0].responseExcerpt).toContain('receiver is down');
      const arrivals = receiver.calls.filter((call) => call.path === '/flaky-2').map((call) => call.at);
      // pg-boss waits delay × 2^n / 2 × (1 + random) before retry n: at least 1 s, then at least 2 s.
      expect((arrivals[1] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(950);
      expect((arrivals[2] ?? 0) - (arrivals[1] ?? 0)).toBeGreaterThanOrEqual(1950);
      const [failed] = await eventually('the down endpoint given up', () => deliveries(down.json.ruleId), (rows) => rows[0]?.status === 'FAILED', { timeoutMs: 60_000 });
      expect(failed.attempts).toHaveLength(2);
      expect(failed.attempts.every((attempt: { statusCode: number; error: string }) => attempt.statusCode === 500 && attempt.error === 'HTTP 500')).toBe(true);
      expect(failed.payload).toMatchObject({ category: 'INBOUND_MESSAGE', event: { text: 'Where is my order?', from: '+919811119999' } });

      const resent = await designer.call('POST', `${WEBHOOK_RULES_BASE}/resend`, { body: { deliveryId: failed.deliveryId } });
      expect(resent.status).toBe(200);
      expect((await lounge.call('POST', `${WEBHOOK_RULES_BASE}/resend`, { body: { deliveryId: failed.deliveryId } })).status).toBe(404);
      const rows = await eventually('the resend attempted twice', () => deliveries(down.json.ruleId), (all) => all.find((row: { deliveryId: string }) => row.deliveryId === resent.json.deliveryId)?.attempts.length === 2, { timeoutMs: 60_000 });
      const again = rows.find((row: { deliveryId: string }) => row.deliveryId === resent.json.deliveryId);
      expect(again).toMatchObject({ resendOf: failed.deliveryId, payload: { deliveryId: resent.json.deliveryId, event: failed.payload.event } });
      for (const created of [flaky, down]) await designer.call('DELETE', `${WEBHOOK_RULES_BASE}/delete`, { query: { wabaNumber: SECOND?.displayNumber ?? '', ruleId: created.json.ruleId } });
    },
    QUEUE_TEST_MS,
  );

  it(
    'encrypts the payload when the rule asks: the endpoint decrypts it with the secret, and the signature covers what was sent; a rotated secret signs beside the old one for the grace period',
    async () => {
      const created = await create(designer, rule({ wabaNumber: SECOND?.displayNumber, url: `${receiver.origin}/ok-encrypted`, eventCategory: ['TEMPLATE_STATUS'], defaultRule: true, encryptPayload: true, algorithm: 'AES-256-GCM' }));
      expect((await postInbound(1, 'wamid.hooks-encrypted-1', 'Hello there')).status).toBe(200);
      const [call] = await eventually('the first encrypted call', async () => receiver.calls.filter((entry) => entry.path === '/ok-encrypted'), (calls) => calls.length > 0, { timeoutMs: 60_000 });
      const envelope = JSON.parse(call?.body ?? '{}') as EncryptedPayload;
      expect(envelope).toMatchObject({ encrypted: true, algorithm: 'AES-256-GCM' });
      expect(call?.body).not.toContain('Hello there');
      expect(verifyBody(call?.body ?? '', created.json.secret, call?.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()])).toBe(true);
      // The default rule takes the number's categories no other rule lists: an inbound message here.
      expect(JSON.parse(decryptPayload(envelope, created.json.secret))).toMatchObject({ category: 'INBOUND_MESSAGE', event: { text: 'Hello there' } });

      const rotated = await designer.call('POST', `${WEBHOOK_RULES_BASE}/rotateSecret`, { body: { ruleId: created.json.ruleId } });
      expect(rotated.json.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(rotated.json.secret).not.toBe(created.json.secret);
      expect(Date.parse(rotated.json.previousSecretUntil) - Date.parse(rotated.json.updatedOn)).toBe(24 * 3600_000);
      const { secret: _shownOnce, ...afterRotation } = rotated.json;
      expect((await rulesOf(designer, SECOND?.displayNumber ?? ''))[0]).toEqual({ ...afterRotation, secretHint: rotated.json.secret.slice(-4) });
      // The routes run on the test clock and deliveries on the real one: the grace is moved to real time.
      await sandboxed.server.db.query("update webhook_rules set previous_secret_until = now() + interval '24 hours' where id = $1", [created.json.ruleId]);
      expect((await postInbound(1, 'wamid.hooks-encrypted-2', 'After rotation')).status).toBe(200);
      const [, during] = await eventually('the call during rotation', async () => receiver.calls.filter((entry) => entry.path === '/ok-encrypted'), (calls) => calls.length > 1, { timeoutMs: 60_000 });
      const both = JSON.parse(during?.body ?? '{}') as EncryptedPayload;
      expect(verifyBody(during?.body ?? '', rotated.json.secret, during?.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()])).toBe(true);
      expect(verifyBody(during?.body ?? '', created.json.secret, during?.headers[WEBHOOK_PREVIOUS_SIGNATURE_HEADER.toLowerCase()])).toBe(true);
      expect(JSON.parse(decryptPayload(both, rotated.json.secret)).event.text).toBe('After rotation');
      expect(JSON.parse(decryptPayload(both, created.json.secret, 'previous')).event.text).toBe('After rotation');

      // Once the grace period is over, only the new secret signs.
      await sandboxed.server.db.query('update webhook_rules set previous_secret_until = $2 where id = $1', [created.json.ruleId, new Date(sandboxed.server.clock.now().getTime() - 60_000)]);
      expect((await rulesOf(designer, SECOND?.displayNumber ?? ''))[0].previousSecretUntil).toBeNull();
      expect((await postInbound(1, 'wamid.hooks-encrypted-3', 'After the grace')).status).toBe(200);
      const [, , after] = await eventually('the call after rotation', async () => receiver.calls.filter((entry) => entry.path === '/ok-encrypted'), (calls) => calls.length > 2, { timeoutMs: 60_000 });
      expect(after?.headers[WEBHOOK_PREVIOUS_SIGNATURE_HEADER.toLowerCase()]).toBeUndefined();
      expect(JSON.parse(after?.body ?? '{}')).not.toHaveProperty('previous');
      expect(verifyBody(after?.body ?? '', rotated.json.secret, after?.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()])).toBe(true);
      await designer.call('DELETE', `${WEBHOOK_RULES_BASE}/delete`, { query: { wabaNumber: SECOND?.displayNumber ?? '', ruleId: created.json.ruleId } });
    },
    QUEUE_TEST_MS,
  );
});
