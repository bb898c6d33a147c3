import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../testing/routes/campaign';
import { signedIn } from '../../testing/routes/chatbot';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { eventually } from '../../testing/eventually';
import { startTestMessaging, TestProvider } from '../../testing/test-messaging';

const ACME = demoLogins.designer.esme;
const QUEUE_TEST_MS = 90_000;
const HOUR = 3600;

describe.each(testDatabases)('pacing of a running campaign on $name', (database) => {
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

  const report = async (id: string) => (await designer.call('GET', `${CAMPAIGNS}/${id}/report`)).json;
  const start = async (name: string, list: string[], extra: Record<string, unknown> = {}) => {
    const created = await designer.call('POST', CAMPAIGNS, { body: { ...(await draftFor(designer, ACME, { name })), ...extra } });
    expect(created.status).toBe(200);
    await uploadAudience(designer, created.json.id, list.map((phone) => ({ phone })));
    await action(designer, created.json.id, 'submit');
    await messaging.tick();
    return created.json.id as string;
  };
  /** Moves the test clock and signs in again when a day has gone (the session expired meanwhile). */
  const advance = async (seconds: number) => {
    server.clock.advance(seconds);
    designer = await signedIn(server, demoLogins.designer);
    await messaging.tick();
  };

  it('keeps to the portfolio tier in a moving 24 hours, re-sends to users already counted for free, and continues by itself when the window frees room', async () => {
    await server.db.query(`update business_portfolios set messaging_limit = 250 where esme = $1`, [ACME]);
    const [portfolio] = await server.db.query<{ id: string }>('select id from business_portfolios where esme = $1', [ACME]);
    const reachedAt = new Date(server.clock.now().getTime() - HOUR * 1000);
    const counted = phones(245, 10_000);
    await server.db.query(`insert into portfolio_recipient_sends (portfolio_id, phone, last_sent_at) select $1, unnest($2::text[]), $3`, [portfolio?.id, counted, reachedAt]);
    const fresh = phones(8, 20_000);
    const [again1 = '', again2 = ''] = counted;
    const id = await start('Tiered', [again1, again2, ...fresh]);
    const paced = await eventually('seven sent and a continue time', () => report(id), (value) => value.continuesAt !== null && value.funnel.sent === 7, { timeoutMs: 30_000 });
    expect(paced.funnel).toMatchObject({ total: 10, sent: 7, pending: 3 });
    expect([again1, again2].map((phone) => provider.timesSentTo(phone))).toEqual([1, 1]);
    // The 245 leave the window 24 hours after the minute they were reached: that is when it continues.
    const leaves = Math.floor(reachedAt.getTime() / 60_000) * 60_000 + 60_000 + 24 * HOUR * 1000;
    expect(new Date(paced.continuesAt).getTime()).toBe(leaves);
    expect(paced.continuesFor).toBe('limit');
    expect((await designer.call('GET', `${CAMPAIGNS}/${id}`)).json.state).toBe('RUNNING');
    await advance(23 * HOUR);
    expect((await report(id)).funnel.sent).toBe(7);
    await advance(2 * HOUR);
    const done = await eventually('the campaign completed', () => report(id), (value) => value.state === 'COMPLETED', { timeoutMs: 30_000 });
    expect(done.funnel).toMatchObject({ sent: 10, pending: 0 });
    expect(done.continuesAt).toBeNull();
    expect(done.continuesFor).toBeNull();
    await server.db.query(`update business_portfolios set messaging_limit = null where esme = $1`, [ACME]);
  }, QUEUE_TEST_MS);

  it("sends inside the recipient's local hours only, waiting for the window to open in the number's own time zone", async () => {
    // 10:00 UTC on 2 March (after the first test's day): 15:30 in India (inside 09–17), 05:00 in New York (before it).
    const india = '+919876543210';
    const newYork = '+12125550123';
    const id = await start('Office hours', [india, newYork], { sendWindow: { startHour: 9, endHour: 17 } });
    const waiting = await eventually('the first sent and a continue time', () => report(id), (value) => value.funnel.sent === 1 && value.continuesAt !== null, { timeoutMs: 30_000 });
    expect(provider.timesSentTo(india)).toBe(1);
    expect(provider.timesSentTo(newYork)).toBe(0);
    expect(waiting.continuesAt).toBe(new Date(Date.UTC(2026, 2, 2, 14, 0)).toISOString());
    expect(waiting.continuesFor).toBe('sendWindow');
    await advance(5 * HOUR + 60);
    await eventually('the campaign completed', () => report(id), (value) => value.state === 'COMPLETED', { timeoutMs: 30_000 });
    expect(provider.timesSentTo(newYork)).toBe(1);
  }, QUEUE_TEST_MS);

  it('skips as expired a recipient whose window opens after the expiry, and says why', async () => {
    // Now 15:01 UTC on 2 March: 20:31 in India, after the 09–17 window; it opens again at 03:30 UTC, past a 4-hour expiry.
    const late = '+919876500001';
    const id = await start('Short-lived', [late], { sendWindow: { startHour: 9, endHour: 17 }, expiryHours: 4 });
    const done = await eventually('the campaign completed', () => report(id), (value) => value.state === 'COMPLETED', { timeoutMs: 30_000 });
    expect(done.funnel).toMatchObject({ total: 1, sent: 0, skipped: 1 });
    expect(done.skips).toEqual([{ code: 'expired', text: 'Not sent within 4 hours of the planned time', count: 1 }]);
    expect(provider.timesSentTo(late)).toBe(0);
  }, QUEUE_TEST_MS);
});
