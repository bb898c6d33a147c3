import { performance } from 'node:perf_hooks';
import { readCounters } from '../../server/messaging/campaigns/recipient-moves';
import type { TestServer } from '../../server/testing/test-server';
import { cpuMs, startMeter, type Metered } from './meter';
import type { BenchRow } from './section';

export interface DispatchRun {
  server: TestServer;
  campaignId: string;
  recipients: number;
  /** Messages a second the run should reach, and how the target reads in the table. */
  target: { perSecond: number; label: string };
  /** Makes the campaign due and wakes the dispatcher. */
  start: () => Promise<void>;
  /** Recipients still at SENT once every status has come back (an SMS fallback has no receipts): 0 for WhatsApp. */
  staysSent: () => Promise<number>;
}

/** The counters are read at most this often, near the run's end, and at least this often before it. */
const SHORTEST_WAIT_MS = 100;
const LONGEST_WAIT_MS = 2_000;
/** Back-to-back reads of the counters timed apart after the run, for the cost of one (see `pollRows`). */
const TIMED_READS = 50;
/** How often the bench read the counters until session 33: every 100 ms of the run, charged to ours. */
const OLD_READS_A_SECOND = 10;

/**
 * How long to wait before the next look at the counters: half the time the run so far says is left,
 * between SHORTEST_WAIT_MS and LONGEST_WAIT_MS. The floor learns its end from the webhooks in its own
 * process at no cost; ours is read from the database, and each read is CPU of this process and of
 * PostgreSQL charged to ours. Read every 100 ms, a 30-s run paid 300 reads the floor never made; read
 * this way it pays about a dozen, and ends at most a tenth of a second (or half the estimate's error)
 * after the last status was stored.
 */
function nextWaitMs(elapsedMs: number, settled: number, toSettle: number): number {
  if (settled <= 0) return LONGEST_WAIT_MS / 2;
  const leftMs = ((toSettle - settled) * elapsedMs) / settled;
  return Math.min(LONGEST_WAIT_MS, Math.max(SHORTEST_WAIT_MS, leftMs / 2));
}

/**
 * Times a campaign from due to settled: every recipient past PENDING and SENDING, and past SENT
 * unless it stays there; answers the rows every channel's dispatch section prints.
 */
export async function measureDispatch(run: DispatchRun): Promise<{ rows: BenchRow[]; cost: Metered; readsCost: () => Promise<BenchRow[]> }> {
  const { server, campaignId, recipients } = run;
  const counters = async (): Promise<Record<string, number>> => (await readCounters(server.db, [campaignId])).get(campaignId) ?? {};
  const meter = await startMeter(server.db);
  const started = performance.now();
  await run.start();
  let sentAt = 0;
  let reads = 0;
  for (;;) {
    const counts = await counters();
    reads += 1;
    const open = (counts.PENDING ?? 0) + (counts.SENDING ?? 0);
    if (!open && !sentAt) sentAt = performance.now();
    const stays = open ? 0 : await run.staysSent();
    if (!open && (counts.SENT ?? 0) <= stays) break;
    if (process.env.BENCH_DEBUG) console.log(counts);
    const settled = recipients - open - (counts.SENT ?? 0);
    await new Promise((resolve) => setTimeout(resolve, nextWaitMs(performance.now() - started, settled, recipients - stays)));
  }
  const cost = await meter.stop();
  const seconds = cost.ms / 1000;
  const databaseMs = cost.databaseCpuMs;
  const sendSeconds = (sentAt - started) / 1000;
  const [events] = await server.db.query<{ n: number }>('select count(*)::int as n from processed_webhook_events');
  const rate = recipients / seconds;
  const rows: BenchRow[] = [
    { measure: 'messages a second, queued → provider → status webhook → counters', value: rate.toFixed(0), target: run.target.label, met: rate >= run.target.perSecond },
    { measure: 'messages a second, queued → provider answer stored', value: (recipients / sendSeconds).toFixed(0), target: 'informative', met: true },
    // CPU time does not depend on how busy the machine is, unlike the rates above.
    { measure: 'CPU ms per message in this process (dispatcher, sandbox provider and webhook route; PostgreSQL not counted)', value: (cost.nodeCpuMs / recipients).toFixed(2), target: 'informative', met: true },
    {
      measure: 'CPU ms per message in PostgreSQL (every process of the cluster; exited backends counted when the postmaster reaped them)',
      value: databaseMs === null ? 'not readable' : (databaseMs / recipients).toFixed(2),
      target: 'informative',
      met: true,
    },
    { measure: 'status webhook events applied a second', value: ((events?.n ?? 0) / seconds).toFixed(0), target: 'informative', met: true },
  ];
  return { rows, cost, readsCost: () => readsRows(server.db, counters, reads, cost, recipients) };
}

/**
 * What the bench's own reads of the counters cost ours: this run's reads, and what the 10-a-second
 * poll of earlier sessions would have charged over the same run, from a read's CPU (process and
 * PostgreSQL) timed apart, once the campaign is done. Called after the section has read its statement
 * statistics, which these reads would otherwise join.
 */
async function readsRows(db: TestServer['db'], counters: () => Promise<unknown>, reads: number, cost: Metered, recipients: number): Promise<BenchRow[]> {
  const meter = await startMeter(db);
  for (let read = 0; read < TIMED_READS; read += 1) await counters();
  const timed = await meter.stop();
  const perRead = cpuMs(timed) / TIMED_READS;
  const oldReads = Math.ceil((cost.ms / 1000) * OLD_READS_A_SECOND);
  return [
    { measure: `the bench's reads of the counters in ours' figures (${reads}; CPU ms a read, timed apart: ${perRead.toFixed(2)})`, value: ((reads * perRead) / recipients).toFixed(3), target: 'ms a message', met: true },
    { measure: `the same, read every 100 ms as until session 33 (${oldReads} reads)`, value: ((oldReads * perRead) / recipients).toFixed(3), target: 'ms a message', met: true },
  ];
}
