import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../testing/routes/campaign';
import { signedIn } from '../../testing/routes/chatbot';
import { openPostgresDb } from '../../platform/db/postgres-db';
import { demoLogins } from '../../seed/demo-accounts';
import type { TestDatabase } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { eventually } from '../../testing/eventually';

const url = process.env.TEST_DATABASE_URL;
const WORKER = fileURLToPath(new URL('../../worker.ts', import.meta.url));
const RECIPIENTS = 2000;

interface WorkerRun {
  process: ChildProcess;
  /** Provider calls that answered with a message id, from the worker's own `chunk done` log lines. */
  sent: number;
  failed: number;
  /** Its output read to the end and the process gone. */
  closed: Promise<void>;
}

/** `npm run worker` is `tsx server/worker.ts`; tsx as a loader so the process we hold is the worker itself. */
function startWorker(databaseUrl: string): WorkerRun {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'debug', WHATSAPP_SANDBOX_TIMING: 'instant', WEBHOOK_BASE_URL: 'http://127.0.0.1:9' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const run: WorkerRun = { process: child, sent: 0, failed: 0, closed: new Promise((resolve) => child.once('close', () => resolve())) };
  let rest = '';
  child.stdout?.on('data', (data: Buffer) => {
    const lines = (rest + data.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"chunk done"')) continue;
      const entry = JSON.parse(line) as { sent: number; failed: number };
      run.sent += entry.sent;
      run.failed += entry.failed;
    }
  });
  return run;
}

/**
 * SIGTERM, then SIGKILL for a worker that ignores it; done once its output is read to the end: a worker
 * logs `chunk done` after the chunk's commit, so the campaign can read COMPLETED before that line arrives.
 */
async function stopWorker(run: WorkerRun): Promise<void> {
  const child = run.process;
  if (child.exitCode === null && child.signalCode === null) {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.kill('SIGTERM');
    await run.closed;
    clearTimeout(kill);
  }
  await run.closed;
}

/** Two worker processes need a shared PostgreSQL: skipped without one (PGlite is one process). */
describe.skipIf(!url)('two `npm run worker` processes on one PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let server: TestServer;
  const workers: WorkerRun[] = [];
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
          await admin.end();
        },
      };
    },
  };
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await Promise.all(workers.map(stopWorker));
    await server.dispose();
  });

  it('share one campaign: every recipient sent once, by one worker or the other, and both sent some', async () => {
    // Paced so a 500-row chunk outlasts pg-boss's 2-s poll, busy machine or not: the other worker polls before the first drains the campaign.
    await server.db.query(`update sender_numbers set throughput = 100`);
    const designer = await signedIn(server, demoLogins.designer);
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, demoLogins.designer.esme, { name: 'Shared' }) });
    const id = created.json.id as string;
    await uploadAudience(designer, id, phones(RECIPIENTS, 30_000).map((phone) => ({ phone })));
    const inSchema = new URL(url ?? '');
    inSchema.searchParams.set('options', `-c search_path=${schema}`);
    workers.push(startWorker(inSchema.toString()), startWorker(inSchema.toString()));
    // Both workers are up (their queue polls) before the campaign becomes due.
    await eventually('the sandbox secret stored once', async () => (await server.db.query<{ n: number }>(`select count(*)::int as n from app_meta where key = 'sandbox_provider_secrets'`))[0]?.n, (n) => n === 1, { timeoutMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await action(designer, id, 'submit')).json.state).toBe('SCHEDULED');
    const counts = async () =>
      (await server.db.query<{ state: string; open: number; ids: number; rows: number }>(
        `select c.state, (select count(*)::int from campaign_recipients where campaign_id = c.id and status in ('PENDING', 'SENDING')) as open,
           (select count(distinct provider_message_id)::int from campaign_recipients where campaign_id = c.id) as ids,
           (select count(*)::int from campaign_recipients where campaign_id = c.id) as rows
         from campaigns c where c.id = $1`,
        [id],
      ))[0];
    const done = await eventually('the campaign completed', counts, (value) => value?.state === 'COMPLETED', { timeoutMs: 150_000 });
    expect(done).toMatchObject({ open: 0, rows: RECIPIENTS });
    await Promise.all(workers.map(stopWorker));
    const [first, second] = workers;
    // One provider call per recipient across both processes: a double send would push the sum past the count.
    expect((first?.sent ?? 0) + (second?.sent ?? 0) + (first?.failed ?? 0) + (second?.failed ?? 0)).toBe(RECIPIENTS);
    expect(done?.ids).toBe((first?.sent ?? 0) + (second?.sent ?? 0));
    expect(first?.sent).toBeGreaterThan(0);
    expect(second?.sent).toBeGreaterThan(0);
    const interrupted = await server.db.query(`select 1 from campaign_recipients where campaign_id = $1 and error_code = 'interrupted'`, [id]);
    expect(interrupted).toEqual([]);
  }, 240_000);
});
