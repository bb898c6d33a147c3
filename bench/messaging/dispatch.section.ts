import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../server/testing/routes/campaign';
import { signedIn } from '../../server/testing/routes/chatbot';
import { startSandboxedServer } from '../../server/testing/routes/webhooks';
import { readOurNumbers } from '../../server/messaging/sandbox/whatsapp/our-numbers';
import type { SandboxTemplate } from '../../server/messaging/sandbox/whatsapp/sandbox-messages';
import type { TestServer } from '../../server/testing/test-server';
import { demoLogins } from '../../server/seed/demo-accounts';
import { againstFloor, type DispatchCost } from './against-floor';
import { runBareSendLoop, type BareCampaign } from './bare-send-loop';
import { benchPostgres } from './bench-postgres';
import { runDispatchFloor } from './dispatch-floor';
import { measureDispatch } from './measure-dispatch';
import { profiled, writeDispatchProfileReport } from './dispatch-profile';
import { processRows, replayWebhooks, statementRows } from './dispatch-breakdown';
import { cpuMs, startMeter, type Metered } from './meter';
import { prepareNaiveDispatcher } from './naive-dispatcher';
import type { BenchRow, BenchSection } from './section';
import { statementStats, type StatementStats } from './statement-stats';

const RECIPIENTS = Number(process.env.BENCH_DISPATCH_RECIPIENTS ?? 10_000);
const TARGET_PER_SECOND = 1_000;
const WARM_UP = 1_000;
const IDLE_MS = 2_000;
/** Webhook bodies of our run kept for the replay of the route's own work (dispatch-breakdown.ts). */
const REPLAYED_BODIES = 300;

/** The real campaign's number, template and recipients, which the baselines send the same way. */
async function bareCampaignOf(db: TestServer['db'], campaignId: string): Promise<BareCampaign> {
  const [row] = await db.query<SandboxTemplate & { sender_id: string }>(
    'select c.sender_id, t.name, t.language, t.category, t.parameter_format, t.components, t.status from campaigns c join whatsapp_templates t on t.sno = c.template_sno where c.id = $1',
    [campaignId],
  );
  if (!row) throw new Error(`campaign ${campaignId} has no template`);
  const { sender_id: senderId, ...template } = row;
  const [number] = await readOurNumbers(db, { id: senderId });
  if (!number) throw new Error(`the sender number ${senderId} is unknown`);
  const recipients = await db.query<{ id: string; phone: string }>('select id::text, phone from campaign_recipients where campaign_id = $1 order by id', [campaignId]);
  return { campaignId, number, template, recipients };
}

/** What every run above pays without sending anything: the idle dispatcher's polling and PostgreSQL's own work. */
const idleRow = (idle: Metered): BenchRow => ({
  measure: 'CPU ms a second with nothing sent (the running dispatcher polling, PostgreSQL in the background), part of each figure above',
  value: ((cpuMs(idle) * 1000) / idle.ms).toFixed(0),
  target: '–',
  met: true,
});

/**
 * Dispatch end to end on PostgreSQL at an unlimited tier and the highest throughput (1,000/s): from
 * the campaign becoming due, through the sandbox provider's send API and its signed status webhooks
 * (instant timing) back through our webhook route, until the counters show every recipient past SENT.
 * Before it, in the same run and over the same recipients, issue #33's two baselines: the floor
 * (dispatch-floor.ts) and the naive dispatcher (naive-dispatcher.ts), so ours reads as a ratio to them,
 * then where each one's time went: statements and PostgreSQL time by family (pg_stat_statements), the
 * process's system calls, the pg client's cost a statement and our webhook route's own work.
 */
export default async function run(): Promise<BenchSection> {
  const postgres = await benchPostgres();
  const bodies: string[] = [];
  let webhooks = 0;
  let observing = false;
  // Before the sandbox opens: it is Meta's side and reads each number's throughput then. Set after, the
  // sandbox kept the seeded 80/s and answered 130429 above it, and each one halved our pacing.
  const sandboxed = await startSandboxedServer(postgres.database, {
    chunkSize: 500,
    realClock: true,
    productionIntervals: true,
    observeWebhook: (_channel, rawBody) => {
      if (!observing) return;
      webhooks += 1;
      if (bodies.length < REPLAYED_BODIES) bodies.push(rawBody);
    },
    prepare: async (db) => {
      await db.query('update business_portfolios set messaging_limit = null');
      await db.query('update sender_numbers set throughput = 1000');
    },
  });
  try {
    const { server } = sandboxed;
    const designer = await signedIn(server, demoLogins.designer);
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, demoLogins.designer.esme, { name: 'Bench dispatch' }) });
    const id = created.json.id as string;
    await uploadAudience(designer, id, phones(RECIPIENTS, 100_000).map((phone) => ({ phone })));
    const bare = await bareCampaignOf(server.db, id);
    const statements = await statementStats(server.db);
    // Unmeasured: the first run of the sandbox's and fetch's code compiles it, which would be charged to
    // whichever baseline ran first. It also lets autovacuum take the audience upload's rows before any meter runs.
    await runDispatchFloor({ ...bare, recipients: bare.recipients.slice(0, WARM_UP) });
    const idleMeter = await startMeter(server.db);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = await idleMeter.stop();
    const floorMeter = await startMeter(server.db);
    const floorRun = await profiled('floor', () => runDispatchFloor(bare));
    const floor = { name: 'floor', messages: RECIPIENTS, cost: await floorMeter.stop(), detail: `${(floorRun.statuses / RECIPIENTS).toFixed(2)} statuses in ${(floorRun.webhooks / RECIPIENTS).toFixed(2)} webhooks a message` };
    const naiveDispatcher = await prepareNaiveDispatcher(server.db, postgres.url, bare, (hooks) => runBareSendLoop(bare, hooks));
    let naive: DispatchCost;
    let naiveStats: StatementStats | null = null;
    try {
      await statements?.reset();
      const naiveMeter = await startMeter(server.db);
      const naiveRun = await naiveDispatcher.run();
      naive = { name: 'naive dispatcher', messages: RECIPIENTS, cost: await naiveMeter.stop(), detail: `${((naiveRun.sends + naiveRun.statuses) / RECIPIENTS).toFixed(2)} UPDATEs a message` };
      naiveStats = (await statements?.read()) ?? null;
    } finally {
      await naiveDispatcher.dispose();
    }
    await statements?.reset();
    observing = true;
    const { rows, cost, readsCost } = await profiled('ours', () => measureDispatch({
      server,
      campaignId: id,
      recipients: RECIPIENTS,
      target: { perSecond: TARGET_PER_SECOND, label: `≥ ${TARGET_PER_SECOND}` },
      start: async () => {
        await action(designer, id, 'submit', { schedule: { kind: 'now' } });
        await sandboxed.messaging.tick();
      },
      staysSent: async () => 0,
    }));
    observing = false;
    const profileReport = writeDispatchProfileReport(RECIPIENTS);
    if (profileReport) console.log(`\n${profileReport}\n(written to .data/bench/dispatch/profile.txt)\n`);
    const realStats = (await statements?.read()) ?? null;
    const reads = await readsCost();
    const real = { name: 'ours', messages: RECIPIENTS, cost };
    const breakdown = [
      ...statementRows(naive, naiveStats),
      ...statementRows(real, realStats),
      ...processRows({ floor, naive, real, naiveStats, realStats, webhooksPerMessage: webhooks / RECIPIENTS, replay: bodies.length ? replayWebhooks(bodies) : null }),
    ];
    return {
      title: `Dispatch through the sandbox, PostgreSQL, unlimited tier (${RECIPIENTS.toLocaleString('en')} recipients), against its floor`,
      rows: [...rows, ...reads, ...againstFloor(real, floor, naive, idle), idleRow(idle), ...breakdown],
    };
  } finally {
    await sandboxed.dispose();
    await postgres.stop();
  }
}
