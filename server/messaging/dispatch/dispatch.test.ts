import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action, CAMPAIGNS, draftFor, phones, templateSno, uploadAudience } from '../../testing/routes/campaign';
import { signedIn } from '../../testing/routes/chatbot';
import { demoLogins, demoMessaging } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { applyChannelEvents } from '../campaigns/apply-events';
import { moveRecipients } from '../campaigns/recipient-moves';
import { startCampaignQueue } from '../queue/campaign-queue';
import { eventually } from '../../testing/eventually';
import { startTestMessaging, TestProvider, undeliverable } from '../../testing/test-messaging';

const ACME = demoLogins.designer.esme;
const SENDER = demoMessaging[0]?.numbers[0]?.id ?? '';
/** The queue works in the background; a test waits for it (eventually) well within this. */
const QUEUE_TEST_MS = 90_000;

describe.each(testDatabases)('campaign dispatch through pg-boss on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let provider: TestProvider;
  let messaging: Awaited<ReturnType<typeof startTestMessaging>>;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    provider = new TestProvider();
    messaging = await startTestMessaging(server, provider);
  });
  afterAll(async () => {
    await messaging.stop();
    await server.db.query(`drop schema if exists ${messaging.queueSchema} cascade`);
    await server.dispose();
  });

  const view = async (id: string) => (await designer.call('GET', `${CAMPAIGNS}/${id}`)).json;
  const report = async (id: string) => (await designer.call('GET', `${CAMPAIGNS}/${id}/report`)).json;
  const finished = (id: string) => eventually('the campaign completed', () => view(id), (campaign) => campaign.state === 'COMPLETED', { timeoutMs: 30_000 });

  it('sends every recipient exactly once in chunks, stores the provider ids, and completes', async () => {
    const list = phones(35, 100);
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Chunked' }) });
    await uploadAudience(designer, created.json.id, list.map((phone) => ({ phone })));
    await action(designer, created.json.id, 'submit');
    await messaging.tick();
    const done = await finished(created.json.id);
    expect(done.funnel).toMatchObject({ total: 35, sent: 35, pending: 0, sending: 0, failed: 0 });
    expect(list.every((phone) => provider.timesSentTo(phone) === 1)).toBe(true);
    expect(provider.sent.find((message) => message.to === list[0])).toMatchObject({ senderId: SENDER, template: { name: 'payment_received', language: 'en' } });
    const page = await designer.call('GET', `${CAMPAIGNS}/${created.json.id}/recipients`, { query: { limit: '200' } });
    expect(page.json.rows.every((row: { providerMessageId: string | null; status: string }) => row.status === 'SENT' && row.providerMessageId?.startsWith('wamid.'))).toBe(true);
    expect(done.history.map((entry: { to: string; actorName: string }) => `${entry.to}:${entry.actorName}`)).toEqual(['DRAFT:designer', 'SCHEDULED:designer', 'RUNNING:system', 'COMPLETED:system']);
  }, QUEUE_TEST_MS);

  it('builds an ENGAGED_USERS audience when the campaign starts: contacts who wrote in the last N days', async () => {
    const day = 24 * 3600 * 1000;
    const [recent = '', older = '', stale = ''] = phones(3, 200);
    const reply = (id: string, from: string, daysAgo: number) =>
      ({ kind: 'inbound', providerMessageId: id, from, senderId: SENDER, text: 'Hello', at: new Date(server.clock.now().getTime() - daysAgo * day) }) as const;
    await applyChannelEvents(server.db, [reply('wamid.e1', recent, 1), reply('wamid.e2', older, 6), reply('wamid.e3', stale, 10), reply('wamid.e4', recent, 2)]);
    expect((await designer.call('GET', '/api/campaign/whatsapp/audience-counts', { query: { days: '7' } })).json).toMatchObject({ engagedUsers: 2, optInUsers: 0 });
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Engaged', audience: { kind: 'ENGAGED_USERS', days: 7 } }) });
    expect((await action(designer, created.json.id, 'submit')).json.state).toBe('SCHEDULED');
    await messaging.tick();
    const done = await finished(created.json.id);
    expect(done.funnel).toMatchObject({ total: 2, sent: 2 });
    expect([recent, older, stale].map((phone) => provider.timesSentTo(phone))).toEqual([1, 1, 0]);
  }, QUEUE_TEST_MS);

  it('fills template variables per recipient and records provider refusals by code', async () => {
    const created = await designer.call('POST', CAMPAIGNS, {
      body: await draftFor(designer, ACME, {
        name: 'Shipping',
        templateSno: await templateSno(designer, 'order_shipped'),
        variableMapping: { '1': { kind: 'column', column: 'order' }, '2': { kind: 'text', text: 'Friday' } },
      }),
    });
    const [first = '', second = ''] = phones(2, 300);
    provider.refuse.set(second, undeliverable());
    await uploadAudience(designer, created.json.id, [
      { phone: first, variables: { order: 'A-1' } },
      { phone: second, variables: { order: 'A-2' } },
    ]);
    await action(designer, created.json.id, 'submit');
    await messaging.tick();
    await finished(created.json.id);
    expect(provider.sent.find((message) => message.to === first)?.variables).toEqual({ '1': 'A-1', '2': 'Friday' });
    expect(await report(created.json.id)).toMatchObject({ funnel: { total: 2, sent: 1, failed: 1 }, failures: [{ code: '131026', text: 'Message undeliverable', count: 1 }] });
  }, QUEUE_TEST_MS);

  it('applies webhook statuses forward only and once: a late delivered after read changes nothing', async () => {
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Statuses' }) });
    const [a = '', b = ''] = phones(2, 400);
    await uploadAudience(designer, created.json.id, [{ phone: a }, { phone: b }]);
    await action(designer, created.json.id, 'submit');
    await messaging.tick();
    await finished(created.json.id);
    const idOf = (phone: string) => server.db.query<{ provider_message_id: string }>('select provider_message_id from campaign_recipients where phone = $1', [phone]).then((rows) => rows[0]?.provider_message_id ?? '');
    const [wamidA, wamidB] = [await idOf(a), await idOf(b)];
    const at = server.clock.now();
    const status = (providerMessageId: string, recipient: string, value: 'sent' | 'delivered' | 'read' | 'failed', error?: { code: number; title: string }) =>
      ({ kind: 'status', providerMessageId, recipient, status: value, at, ...(error ? { error } : {}) }) as const;
    const outcomes = await applyChannelEvents(server.db, [status(wamidA, a, 'delivered'), status(wamidA, a, 'read'), status(wamidA, a, 'delivered'), status(wamidA, a, 'read'), status(wamidB, b, 'failed', { code: 131049, title: 'Marketing cap' })], at);
    expect(outcomes).toEqual(['applied', 'applied', 'duplicate', 'duplicate', 'applied']);
    // A status from after the failure is a new (id, status) pair, but it cannot move FAILED.
    expect(await applyChannelEvents(server.db, [status(wamidB, b, 'delivered')], at)).toEqual(['applied']);
    expect(await report(created.json.id)).toMatchObject({ funnel: { total: 2, sent: 1, delivered: 1, read: 1, failed: 1 }, failures: [{ code: '131049', count: 1 }] });
  }, QUEUE_TEST_MS);

  it('skips opted-out contacts in every later MARKETING campaign of the account, and says so', async () => {
    const [stopper = '', other = ''] = phones(2, 500);
    expect(await applyChannelEvents(server.db, [{ kind: 'inbound', providerMessageId: 'wamid.in1', from: stopper, senderId: SENDER, text: 'STOP', at: server.clock.now() }])).toEqual(['opted_out']);
    const counts = await designer.call('GET', '/api/campaign/whatsapp/audience-counts', { query: { days: '7' } });
    expect(counts.json).toMatchObject({ days: 7, optedOut: 1 });
    const scrub = await designer.call('POST', '/api/campaign/whatsapp/contact-scrubbing', { body: { phones: [stopper, other, '12'] } });
    expect(scrub.json.results.map((row: { status: string }) => row.status)).toEqual(['OPTED_OUT', 'VALID', 'INVALID']);
    const marketing = await designer.call('POST', CAMPAIGNS, {
      body: await draftFor(designer, ACME, { name: 'Offer', templateSno: await templateSno(designer, 'welcome_offer'), variableMapping: { first_name: { kind: 'text', text: 'friend' }, discount: { kind: 'text', text: '10%' } } }),
    });
    await uploadAudience(designer, marketing.json.id, [{ phone: stopper }, { phone: other }]);
    await action(designer, marketing.json.id, 'submit');
    const receipt = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Receipt' }) });
    await uploadAudience(designer, receipt.json.id, [{ phone: stopper }]);
    await action(designer, receipt.json.id, 'submit');
    await messaging.tick();
    await finished(marketing.json.id);
    await finished(receipt.json.id);
    expect(await report(marketing.json.id)).toMatchObject({ funnel: { total: 2, sent: 1, skipped: 1 }, skips: [{ code: 'opted_out', text: 'Opted out of marketing messages', count: 1 }] });
    expect(provider.sent.filter((message) => message.to === stopper).map((message) => (message.channel === 'whatsapp' ? message.template.name : undefined))).toEqual(['payment_received']);
    expect(await applyChannelEvents(server.db, [{ kind: 'inbound', providerMessageId: 'wamid.in2', from: stopper, senderId: SENDER, text: 'START', at: server.clock.now() }])).toEqual(['opted_in']);
    expect((await designer.call('GET', '/api/campaign/whatsapp/audience-counts')).json).toMatchObject({ optedOut: 0, optInUsers: 1 });
  }, QUEUE_TEST_MS);

  it('waits for a scheduled time and for the portfolio tier, showing when it continues', async () => {
    const id = (await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Tiered', schedule: { kind: 'at', at: '2026-03-01T16:00', timeZone: 'Asia/Kolkata' } }) })).json.id;
    await uploadAudience(designer, id, phones(4, 600).map((phone) => ({ phone })));
    await action(designer, id, 'submit');
    await server.db.query(`update business_portfolios set messaging_limit = 250 where esme = $1`, [ACME]);
    const [portfolio] = await server.db.query<{ id: string }>('select id from business_portfolios where esme = $1', [ACME]);
    const used = await server.db.query<{ n: number }>('select count(*)::int as n from portfolio_recipient_sends where portfolio_id = $1', [portfolio?.id]);
    const fill = 248 - (used[0]?.n ?? 0);
    await server.db.query(
      `insert into portfolio_recipient_sends (portfolio_id, phone, last_sent_at) select $1, '+1555' || lpad(g::text, 7, '0'), $2 from generate_series(1, $3::int) g`,
      [portfolio?.id, server.clock.now(), fill],
    );
    await messaging.tick();
    expect((await view(id)).state).toBe('SCHEDULED');
    server.clock.advance(2 * 3600);
    await messaging.tick();
    const paced = await eventually('a continue time', () => report(id), (value) => value.continuesAt !== null, { timeoutMs: 30_000 });
    expect(paced.funnel).toMatchObject({ sent: 2, pending: 2 });
    expect(new Date(paced.continuesAt).getTime()).toBeGreaterThan(server.clock.now().getTime());
    await server.db.query('delete from portfolio_recipient_sends where portfolio_id = $1', [portfolio?.id]);
    await server.db.query(`update business_portfolios set messaging_limit = 10000 where esme = $1`, [ACME]);
    server.clock.advance(24 * 3600);
    // A day later the sign-in has expired too.
    designer = await signedIn(server, demoLogins.designer);
    await messaging.tick();
    expect((await finished(id)).funnel).toMatchObject({ total: 4, sent: 4 });
  }, QUEUE_TEST_MS);

  it('after an abrupt stop, sends each recipient once or marks it FAILED interrupted, and the counts add up', async () => {
    await messaging.stop();
    const list = phones(20, 700);
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Crash' }) });
    await uploadAudience(designer, created.json.id, list.map((phone) => ({ phone })));
    await action(designer, created.json.id, 'submit');
    const id = created.json.id;
    await server.db.query(`update campaigns set state = 'RUNNING', started_on = $2 where id = $1`, [id, server.clock.now()]);
    // The dead dispatcher's chunk: five rows claimed (SENDING, lease soon over), no provider id stored.
    const claimedAt = server.clock.now();
    const inFlight = await moveRecipients(server.db, {
      where: `campaign_id = $1 and status = 'PENDING'`,
      set: `status = 'SENDING', lease_until = $2, sending_at = $3`,
      params: [id, new Date(claimedAt.getTime() + 60_000), claimedAt],
      limit: 5,
    });
    // The provider had accepted one of them: its webhook arrived for an id we never stored.
    const told = inFlight[0]?.phone ?? '';
    expect(await applyChannelEvents(server.db, [{ kind: 'status', providerMessageId: 'wamid.lost', recipient: told, status: 'delivered', at: new Date(claimedAt.getTime() + 1000) }])).toEqual(['orphan']);
    // Its job was never completed: still queued when the process died.
    const leftover = await startCampaignQueue(server.db, pino({ level: 'silent' }), { schema: messaging.queueSchema });
    await leftover.enqueue(id);
    await leftover.stop();
    server.clock.advance(120);
    designer = await signedIn(server, demoLogins.designer);
    provider.sent.length = 0;
    messaging = await startTestMessaging(server, provider, messaging.queueSchema);
    const done = await finished(id);
    expect(done.funnel).toMatchObject({ total: 20, sent: 16, delivered: 1, failed: 4, pending: 0, sending: 0 });
    expect(done.funnel.sent + done.funnel.failed + done.funnel.skipped).toBe(done.funnel.total);
    const inFlightPhones = new Set(inFlight.map((row) => row.phone));
    expect(provider.sent.filter((message) => inFlightPhones.has(message.to))).toEqual([]);
    expect(list.filter((phone) => !inFlightPhones.has(phone)).every((phone) => provider.timesSentTo(phone) === 1)).toBe(true);
    expect((await report(id)).failures).toEqual([{ code: 'interrupted', text: 'Sending was interrupted; not resent by itself (use Retry failed)', count: 4 }]);
    const [adopted] = await server.db.query<{ status: string; provider_message_id: string }>('select status, provider_message_id from campaign_recipients where campaign_id = $1 and phone = $2', [id, told]);
    expect(adopted).toEqual({ status: 'DELIVERED', provider_message_id: 'wamid.lost' });
  }, QUEUE_TEST_MS);
});
