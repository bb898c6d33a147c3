import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGNS, draftFor, phones, uploadAudience } from '../../testing/routes/campaign';
import { ACME, ACME_AGENT, RCS, seededTemplate, uploadFile } from '../../testing/routes/rcs';
import { signedIn } from '../../testing/routes/chatbot';
import { openPostgresDb } from '../../platform/db/postgres-db';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import type { TestDatabase } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { ChannelName } from '../../channel/channel';
import { startMessaging } from '../../start-messaging';
import { eventually } from '../../testing/eventually';
import { nonZeroCounters } from '../../testing/campaign-counters';
import { TestProvider } from '../../testing/test-messaging';
import { createDispatchPacing } from '../pacing/dispatch-pacing';

const url = process.env.TEST_DATABASE_URL;
const CHILD = fileURLToPath(new URL('../../testing/messaging/crash-child.ts', import.meta.url));
/** 300 in the suite; `npm run bench:crash` runs the full-size 20,000 (CRASH_RECIPIENTS). */
const RECIPIENTS = Number(process.env.CRASH_RECIPIENTS ?? 300);
/** Long enough for the full-size run on two cores (RCS is paced at its agent's 80 a second); the suite's run takes seconds. */
const WAIT_MS = Math.max(60_000, RECIPIENTS * 30);

/** A RUNNING campaign of the channel to `list`, made through the channel's own routes; answers its id. */
async function runningCampaign(server: TestServer, designer: ApiClient, channel: ChannelName, list: string[]): Promise<string> {
  let id: string;
  if (channel === 'whatsapp') {
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, demoLogins.designer.esme, { name: 'Killed' }) });
    id = created.json.id as string;
    await uploadAudience(designer, id, list.map((phone) => ({ phone })));
  } else {
    const file = await uploadFile(designer, list.map((phone) => ({ phone, variables: { name: 'Ada' } })));
    const body = { esmeaddr: ACME, campaignName: 'Killed RCS', senderId: ACME_AGENT, ...(await seededTemplate(server.db)), language: 'en', botId: ACME_AGENT, variableMapping: { '1': { kind: 'column', column: 'name' } } };
    const saved = await designer.call('POST', `${RCS}/saveCampaign`, { body: { ...body, ...file } });
    if (saved.status !== 200) throw new Error(`RCS save refused: ${JSON.stringify(saved.json)}`);
    id = saved.json.id as string;
  }
  await server.db.query(`update campaigns set state = 'RUNNING', started_on = now() where id = $1`, [id]);
  return id;
}

/** kill -9 needs a second process on a shared database: PostgreSQL only (PGlite is one process). */
describe.skipIf(!url)('a dispatcher killed with SIGKILL mid-campaign, on PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const queueSchemas = { whatsapp: `pgboss_${randomBytes(5).toString('hex')}`, rcs: `pgboss_${randomBytes(5).toString('hex')}` };
  const dir = mkdtempSync(join(tmpdir(), 'crash-'));
  let server: TestServer;
  const database: TestDatabase = {
    name: 'PostgreSQL',
    async open() {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const db = await openPostgresDb({ connectionString: url ?? '', schema });
      return {
        db,
        async dispose() {
          await db.close();
          await admin.query(`drop schema ${schema} cascade`);
          for (const queueSchema of Object.values(queueSchemas)) await admin.query(`drop schema if exists ${queueSchema} cascade`);
          await admin.end();
        },
      };
    },
  };
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['whatsapp', 'rcs'] as const)('on %s: sends each recipient at most once across both processes; the unsent go after the restart, the in-flight fail as interrupted', async (channel) => {
    // Real time on both sides: the child's leases are on the wall clock.
    const designer = await signedIn(server, demoLogins.designer);
    const list = phones(RECIPIENTS, 900);
    // Unlimited tier: at full size the demo portfolio's 10,000 a day would hold half the list until tomorrow ("continues at").
    await server.db.query('update business_portfolios set messaging_limit = null');
    const id = await runningCampaign(server, designer, channel, list);
    const log = join(dir, `sent-${channel}.txt`);
    const queueSchema = queueSchemas[channel];
    // tsx as a loader, not its CLI: the CLI runs the script in a grandchild that SIGKILL would miss.
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { env: { ...process.env, CRASH_DB_URL: url, CRASH_SCHEMA: schema, CRASH_QUEUE_SCHEMA: queueSchema, CRASH_LOG: log, CRASH_CHANNEL: channel }, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const linesIn = () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);
    await eventually('a fifth of the recipients sent by the child', async () => linesIn().length, (n) => n >= RECIPIENTS / 5, { timeoutMs: WAIT_MS });
    child.kill('SIGKILL');
    await exited;
    const sentByChild = linesIn();
    expect(sentByChild.length).toBeLessThan(RECIPIENTS);

    const provider = new TestProvider(channel);
    const messaging = await startMessaging({ db: server.db, logger: pino({ level: 'silent' }), channels: { [channel]: provider }, pacing: createDispatchPacing({ db: server.db }), chunkSize: 50, leaseGraceMs: 3000, queueSchema, tickMs: 500, pollingIntervalSeconds: 0.5 });
    try {
      const rows = await eventually(
        'every recipient sent or failed',
        () => server.db.query<{ phone: string; status: string; error_code: string | null }>('select phone, status, error_code from campaign_recipients where campaign_id = $1', [id]),
        (all) => all.every((row) => row.status === 'SENT' || row.status === 'FAILED'),
        { timeoutMs: WAIT_MS },
      );
      const sentAfter = provider.sent.map((message) => message.to);
      const everySend = [...sentByChild, ...sentAfter];
      expect(everySend.filter((phone, index) => everySend.indexOf(phone) !== index)).toEqual([]);
      // The only failures are rows the killed process had claimed (some sent, some not): never resent.
      const failed = rows.filter((row) => row.status === 'FAILED');
      expect(failed.filter((row) => row.error_code !== 'interrupted' || sentAfter.includes(row.phone))).toEqual([]);
      // Every other recipient was sent exactly once, by one process or the other.
      const failedPhones = new Set(failed.map((row) => row.phone));
      const notOnce = list.filter((phone) => !failedPhones.has(phone) && everySend.filter((sent) => sent === phone).length !== 1);
      expect(notOnce.map((phone) => ({ phone, sends: everySend.filter((sent) => sent === phone).length, row: rows.find((row) => row.phone === phone) }))).toEqual([]);
      expect(await nonZeroCounters(server.db, id)).toEqual({ SENT: rows.length - failed.length, ...(failed.length ? { FAILED: failed.length } : {}) });
      expect(rows.length).toBe(RECIPIENTS);
      const state = async () => (await server.db.query<{ state: string }>('select state from campaigns where id = $1', [id]))[0]?.state;
      expect(await eventually('the campaign completed', state, (value) => value === 'COMPLETED', { timeoutMs: 30_000 })).toBe('COMPLETED');
      // `npm run bench:crash` reads these figures for each channel; the suite's small run stays quiet.
      if (process.env.CRASH_RECIPIENTS) {
        console.log(`crash (${channel}): ${RECIPIENTS} recipients; ${sentByChild.length} sent before the kill, ${sentAfter.length} after the restart, ${failed.length} failed as interrupted; 0 sent twice`);
      }
    } finally {
      await messaging.stop();
    }
  }, 3 * WAIT_MS);
});
