import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDb } from '../../platform/db/postgres-db';
import { eventually } from '../../testing/eventually';
import { TestProvider } from '../../testing/test-messaging';
import { createDispatchPacing } from '../../messaging/pacing/dispatch-pacing';
import { startMessaging, type Messaging } from '../../start-messaging';
import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../testing/routes/campaign';
import { signedIn } from '../../testing/routes/chatbot';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { campaignTruth, expectInvariantsHeld } from './testing/campaign-truth';
import { postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './testing/throwaway-postgres';

const bin = postgresBin();
/**
 * Once, in npm test's PostgreSQL pass (not once per database: it brings its own cluster, which it
 * stops and starts; the shared one serves other files meanwhile). PGlite runs inside the process and
 * cannot restart under it.
 */
const skipped = !process.env.TEST_DATABASE_URL ? 'runs in the PostgreSQL pass (TEST_DATABASE_URL)' : !bin ? 'no PostgreSQL binaries in /usr/lib/postgresql/*/bin' : null;
const RECIPIENTS = 120;
/** A request while PostgreSQL is away must answer well inside this. */
const ANSWER_WITHIN_MS = 12_000;

describe.skipIf(skipped)(`PostgreSQL restarting under a running server and its workers${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  let cluster: ThrowawayPostgres;
  let server: TestServer;
  let designer: ApiClient;
  let messaging: Messaging;
  const provider = new TestProvider();

  beforeAll(async () => {
    cluster = await startThrowawayPostgres(bin ?? '');
    server = await startTestServer({
      name: 'PostgreSQL (own cluster)',
      async open() {
        const db = await openPostgresDb({ connectionString: cluster.url });
        return { db, dispose: () => db.close() };
      },
    });
    designer = await signedIn(server, demoLogins.designer);
    // Real time, short leases and ticks: recovery shows in seconds.
    messaging = await startMessaging({ db: server.db, logger: pino({ level: 'silent' }), channels: { whatsapp: provider }, pacing: createDispatchPacing({ db: server.db }), chunkSize: 20, leaseGraceMs: 1000, tickMs: 300, pollingIntervalSeconds: 0.5 });
  }, 90_000);
  afterAll(async () => {
    await messaging?.stop();
    await server?.dispose();
    await cluster?.remove();
  });

  const submitted = async (name: string, first: number) => {
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, demoLogins.designer.esme, { name }) });
    expect(created.status).toBe(200);
    await uploadAudience(designer, created.json.id, phones(RECIPIENTS, first).map((phone) => ({ phone })));
    expect((await action(designer, created.json.id, 'submit', { schedule: { kind: 'now' } })).status).toBe(200);
    return created.json.id as string;
  };
  const sentOf = (first: number) => provider.sent.filter((message) => phones(RECIPIENTS, first).includes(message.to)).length;
  const finished = async (id: string) => {
    await eventually('the campaign completed', async () => (await server.db.query<{ state: string }>('select state from campaigns where id = $1', [id]))[0]?.state, (state) => state === 'COMPLETED', { timeoutMs: 30_000 });
    return campaignTruth(server.db, id, provider.sent);
  };

  it.each([
    ['fast', 10_000],
    ['immediate', 20_000],
  ] as const)('stopped (%s) mid-campaign: requests meanwhile answer 503 at once, and the same server and workers finish it and the next one', async (mode, first) => {
    const inFlight = await submitted(`In flight (${mode})`, first);
    await eventually('30 sends before the stop', async () => sentOf(first), (sent) => sent >= 30, { timeoutMs: 20_000 });
    await cluster.stop(mode);

    const asked = Date.now();
    const meanwhile = await Promise.all([designer.call('GET', CAMPAIGNS), designer.call('GET', `${CAMPAIGNS}/${inFlight}`)]);
    expect(Date.now() - asked).toBeLessThan(ANSWER_WITHIN_MS);
    expect(meanwhile.map((answer) => [answer.status, answer.json?.error])).toEqual([
      [503, 'database_unavailable'],
      [503, 'database_unavailable'],
    ]);
    // The workers' polls and ticks meet the outage too for a while.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await cluster.start();

    await eventually('the API answering again', async () => (await designer.call('GET', CAMPAIGNS)).status, (status) => status === 200, { timeoutMs: 15_000 });
    const after = await submitted(`After the restart (${mode})`, first + 5000);
    expectInvariantsHeld(await finished(inFlight));
    const next = await finished(after);
    expectInvariantsHeld(next);
    expect(next.byStatus).toEqual({ SENT: RECIPIENTS });
  }, 60_000);
});
