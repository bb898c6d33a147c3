import { performance } from 'node:perf_hooks';
import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../server/routes/campaign/campaign-testing';
import { signedIn } from '../../server/routes/chatbot/chatbot-testing';
import { startSandboxedServer } from '../../server/routes/webhooks/webhook-testing';
import { demoLogins } from '../../server/seed/demo-accounts';
import { benchPostgres } from './bench-postgres';
import type { BenchSection } from './section';

const RECIPIENTS = Number(process.env.BENCH_DISPATCH_RECIPIENTS ?? 10_000);
const TARGET_PER_SECOND = 1_000;

/**
 * Dispatch end to end on PostgreSQL at an unlimited tier and the highest throughput (1,000/s): from
 * the campaign becoming due, through the sandbox provider's send API and its signed status webhooks
 * (instant timing) back through our webhook route, until the counters show every recipient past SENT.
 */
export default async function run(): Promise<BenchSection> {
  const postgres = await benchPostgres();
  const sandboxed = await startSandboxedServer(postgres.database, { chunkSize: 500, realClock: true });
  try {
    const { server } = sandboxed;
    await server.db.query('update business_portfolios set messaging_limit = null');
    await server.db.query('update sender_numbers set throughput = 1000');
    const designer = await signedIn(server, demoLogins.designer);
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, demoLogins.designer.esme, { name: 'Bench dispatch' }) });
    const id = created.json.id as string;
    await uploadAudience(designer, id, phones(RECIPIENTS, 100_000).map((phone) => ({ phone })));
    const counters = async () => {
      const rows = await server.db.query<{ status: string; count: string }>('select status, count::text from campaign_counters where campaign_id = $1', [id]);
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])) as Record<string, number>;
    };
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await action(designer, id, 'submit', { schedule: { kind: 'now' } });
    await sandboxed.messaging.tick();
    let sentAt = 0;
    for (;;) {
      const counts = await counters();
      const open = (counts.PENDING ?? 0) + (counts.SENDING ?? 0);
      if (!open && !sentAt) sentAt = performance.now();
      if (!open && !(counts.SENT ?? 0)) break;
      if (process.env.BENCH_DEBUG) console.log(counts);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const sendSeconds = (sentAt - started) / 1000;
    const [events] = await server.db.query<{ n: number }>('select count(*)::int as n from processed_webhook_events');
    const rate = RECIPIENTS / seconds;
    return {
      title: `Dispatch through the sandbox, PostgreSQL, unlimited tier (${RECIPIENTS.toLocaleString('en')} recipients)`,
      rows: [
        { measure: 'messages a second, queued → provider → status webhook → counters', value: rate.toFixed(0), target: `≥ ${TARGET_PER_SECOND}`, met: rate >= TARGET_PER_SECOND },
        { measure: 'messages a second, queued → provider answer stored', value: (RECIPIENTS / sendSeconds).toFixed(0), target: 'informative', met: true },
        // CPU time does not depend on how busy the machine is, unlike the rates above.
        { measure: 'CPU ms per message in this process (dispatcher, sandbox provider and webhook route; PostgreSQL not counted)', value: ((cpu.user + cpu.system) / 1000 / RECIPIENTS).toFixed(2), target: 'informative', met: true },
        { measure: 'status webhook events applied a second', value: ((events?.n ?? 0) / seconds).toFixed(0), target: 'informative', met: true },
      ],
    };
  } finally {
    await sandboxed.dispose();
    await postgres.stop();
  }
}
