import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGNS, draftFor, phones, uploadAudience } from '../../testing/routes/campaign';
import { signedIn } from '../../testing/routes/chatbot';
import { signWebhookBody } from '../../messaging/channels/whatsapp/webhook-signature';
import type { OutboundMessage, SendResult } from '../../channel/channel';
import { eventually } from '../../testing/eventually';
import { TestProvider } from '../../testing/test-messaging';
import { createDispatchPacing } from '../../messaging/pacing/dispatch-pacing';
import { startMessaging, type Messaging } from '../../start-messaging';
import { demoLogins, demoMessaging } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { startTestServer, withOptions, type TestServer } from '../../testing/test-server';
import { campaignTruth, expectInvariantsHeld, STATUS_RANK } from './testing/campaign-truth';
import { taggedPostgres, type TaggedPostgres } from './testing/tagged-postgres';
import { DatabaseUnavailableError } from '../../platform/db/database-unavailable';

const url = process.env.TEST_DATABASE_URL;
const APP_SECRET = 'faults-app-secret';
const SENDER = demoMessaging[0]?.numbers[0];
const RECIPIENTS = 60;

/** One signed-body's worth of statuses, as Meta batches them: one change, a status per message. */
function statusBatch(rows: readonly { phone: string; provider_message_id: string }[], status: 'sent' | 'delivered', at: Date): string {
  const statuses = rows.map((row) => ({ id: row.provider_message_id, status, timestamp: String(Math.floor(at.getTime() / 1000)), recipient_id: row.phone.slice(1) }));
  const metadata = { display_phone_number: SENDER?.displayNumber.slice(1), phone_number_id: SENDER?.id };
  return JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: demoMessaging[0]?.waba.id, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata, statuses } }] }] });
}

/** The provider as the test's hand: `afterSend` runs between the provider's acceptance and our hearing of it. */
class HookedProvider extends TestProvider {
  afterSend: ((count: number) => Promise<void>) | null = null;
  override async send(message: OutboundMessage): Promise<SendResult> {
    const result = await super.send(message);
    await this.afterSend?.(this.sent.length);
    return result;
  }
}

/**
 * pg_terminate_backend ends a PostgreSQL backend; PGlite runs in this process and has no backend to
 * end, so these run on PostgreSQL only (npm test's PostgreSQL pass). Each fault hits the real server
 * and workers (startMessaging: pg-boss, scheduler, chunk worker) on their own schema, and only their
 * connections (testing/tagged-postgres.ts); nothing restarts them afterwards.
 */
describe.skipIf(!url)('PostgreSQL ends the connections of a running server and its workers', () => {
  let tagged: TaggedPostgres;
  let server: TestServer;
  let designer: ApiClient;
  let messaging: Messaging;
  const provider = new HookedProvider();

  beforeAll(async () => {
    tagged = taggedPostgres(url ?? '');
    server = withOptions(await startTestServer(tagged.database), { webhooks: { whatsapp: { appSecret: APP_SECRET, verifyToken: 'faults' } } });
    designer = await signedIn(server, demoLogins.designer);
    // Real time: leases and the scheduler run on the wall clock, short enough to see recovery in seconds.
    messaging = await startMessaging({ db: server.db, logger: pino({ level: 'silent' }), channels: { whatsapp: provider }, pacing: createDispatchPacing({ db: server.db }), chunkSize: 20, leaseGraceMs: 1000, queueSchema: tagged.queueSchema, tickMs: 300, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await messaging.stop();
    await server.dispose();
  });

  const newCampaign = async (name: string, first: number) => {
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, demoLogins.designer.esme, { name }) });
    const id = created.json.id as string;
    await uploadAudience(designer, id, phones(RECIPIENTS, first).map((phone) => ({ phone })));
    return id;
  };
  const run = (id: string) => server.db.query(`update campaigns set state = 'RUNNING', started_on = now() where id = $1`, [id]);
  /** The campaign's state; a read on a connection this test just ended reads as not known yet (the pool opens a new one). */
  const stateOf = async (id: string) => {
    try {
      return (await server.db.query<{ state: string }>('select state from campaigns where id = $1', [id]))[0]?.state;
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) return undefined;
      throw error;
    }
  };
  const finished = async (id: string) => {
    await eventually('the campaign completed', () => stateOf(id), (state) => state === 'COMPLETED', { timeoutMs: 30_000 });
    return campaignTruth(server.db, id, provider.sent);
  };

  it('in the middle of a chunk: the chunk fails, the process goes on by itself, no one is sent twice and the counters stay true', async () => {
    const id = await newCampaign('Ended mid-chunk', 0);
    let ended = 0;
    provider.afterSend = async (count) => {
      if (count !== 10) return;
      ended = await tagged.terminate();
    };
    await run(id);
    const truth = await finished(id);
    provider.afterSend = null;
    expect(ended).toBeGreaterThan(0);
    expectInvariantsHeld(truth);
    // Rows of the broken chunk not yet sent may end FAILED as interrupted (never resent by themselves); the rest went.
    expect(truth.byStatus.SENT).toBeGreaterThanOrEqual(RECIPIENTS - 20);
  });

  it('during a claim: the claim rolls back whole, the recipients are claimed again, and all are sent once', async () => {
    const id = await newCampaign('Ended mid-claim', 1000);
    const sentBefore = provider.sent.length;
    // The claim's first statement locks the portfolio row (its 24-hour limit); held here, the claim's transaction waits open.
    const claimLock = 'from business_portfolios where id = $1 for update';
    const ended = await tagged.holding('select 1 from business_portfolios for update', [], async () => {
      await run(id);
      await eventually('the claim waiting on the portfolio lock', tagged.backends, (backends) => backends.some((backend) => backend.wait_event_type === 'Lock' && backend.query.includes(claimLock)), { timeoutMs: 10_000 });
      return tagged.terminate(claimLock);
    });
    expect(ended).toBeGreaterThanOrEqual(1);
    const truth = await finished(id);
    expectInvariantsHeld(truth);
    expect(truth.byStatus).toEqual({ SENT: RECIPIENTS });
    expect(provider.sent.length - sentBefore).toBe(RECIPIENTS);
  });

  it('while a webhook applies a status batch: the route answers 503, nothing of the batch is kept, and the provider’s retry applies it once', async () => {
    const id = await newCampaign('Ended mid-webhook', 2000);
    await run(id);
    await finished(id);
    const sent = await server.db.query<{ phone: string; provider_message_id: string }>(`select phone, provider_message_id from campaign_recipients where campaign_id = $1 and status = 'SENT' order by id`, [id]);
    const delivered = statusBatch(sent, 'delivered', new Date());
    const post = (raw: string) => server.app.request('/webhooks/whatsapp', { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhookBody(raw, APP_SECRET) }, body: raw });

    // The batch's move waits for one of its rows, held here: its transaction is open when its connection ends.
    const answer = await tagged.holding('select 1 from campaign_recipients where provider_message_id = $1 for update', [sent.at(-1)?.provider_message_id], async () => {
      const answering = post(delivered);
      await eventually('the status batch waiting on a row lock', tagged.backends, (backends) => backends.some((backend) => backend.wait_event_type === 'Lock' && backend.query.includes("'DELIVERED'")), { timeoutMs: 10_000 });
      expect(await tagged.terminate("'DELIVERED'")).toBe(1);
      return answering;
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ error: 'database_unavailable' });
    expect((await campaignTruth(server.db, id, provider.sent)).byStatus).toEqual({ SENT: sent.length });

    const retried = await post(delivered);
    expect(retried.status).toBe(200);
    const before = await campaignTruth(server.db, id, provider.sent);
    expect(before.byStatus).toEqual({ DELIVERED: sent.length });
    expectInvariantsHeld(before);
    // A late 'sent' for the same messages moves nothing back.
    expect((await post(statusBatch(sent, 'sent', new Date()))).status).toBe(200);
    const after = await campaignTruth(server.db, id, provider.sent);
    expect(Object.keys(after.byStatus).every((status) => STATUS_RANK[status] === STATUS_RANK.DELIVERED)).toBe(true);
    expectInvariantsHeld(after);
  });
});
