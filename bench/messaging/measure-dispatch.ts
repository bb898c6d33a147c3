import { performance } from 'node:perf_hooks';
import { readCounters } from '../../server/messaging/campaigns/recipient-moves';
import type { TestServer } from '../../server/testing/test-server';
import { startMeter, type Metered } from './meter';
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

/**
 * Times a campaign from due to settled: every recipient past PENDING and SENDING, and past SENT
 * unless it stays there; answers the rows every channel's dispatch section prints.
 */
export async function measureDispatch(run: DispatchRun): Promise<{ rows: BenchRow[]; cost: Metered }> {
  const { server, campaignId, recipients } = run;
  const counters = async (): Promise<Record<string, number>> => (await readCounters(server.db, [campaignId])).get(campaignId) ?? {};
  const meter = await startMeter(server.db);
  const started = performance.now();
  await run.start();
  let sentAt = 0;
  for (;;) {
    const counts = await counters();
    const open = (counts.PENDING ?? 0) + (counts.SENDING ?? 0);
    if (!open && !sentAt) sentAt = performance.now();
    if (!open && (counts.SENT ?? 0) <= (await run.staysSent())) break;
    if (process.env.BENCH_DEBUG) console.log(counts);
    await new Promise((resolve) => setTimeout(resolve, 100));
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
  return { rows, cost };
}
