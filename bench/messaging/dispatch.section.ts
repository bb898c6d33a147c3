import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../server/routes/campaign/campaign-testing';
import { signedIn } from '../../server/routes/chatbot/chatbot-testing';
import { startSandboxedServer } from '../../server/routes/webhooks/webhook-testing';
import { demoLogins } from '../../server/seed/demo-accounts';
import { benchPostgres } from './bench-postgres';
import { measureDispatch } from './measure-dispatch';
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
  // Before the sandbox opens: it is Meta's side and reads each number's throughput then. Set after, the
  // sandbox kept the seeded 80/s and answered 130429 above it, and each one halved our pacing.
  const sandboxed = await startSandboxedServer(postgres.database, {
    chunkSize: 500,
    realClock: true,
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
    const rows = await measureDispatch({
      server,
      campaignId: id,
      recipients: RECIPIENTS,
      target: { perSecond: TARGET_PER_SECOND, label: `≥ ${TARGET_PER_SECOND}` },
      start: async () => {
        await action(designer, id, 'submit', { schedule: { kind: 'now' } });
        await sandboxed.messaging.tick();
      },
      staysSent: async () => 0,
    });
    return { title: `Dispatch through the sandbox, PostgreSQL, unlimited tier (${RECIPIENTS.toLocaleString('en')} recipients)`, rows };
  } finally {
    await sandboxed.dispose();
    await postgres.stop();
  }
}
