import { RCS_AGENT_THROUGHPUT } from '../../server/messaging/channels/rcs/rcs-campaigns';
import { signedIn } from '../../server/routes/chatbot/chatbot-testing';
import { ACME, ACME_AGENT, numbers, RCS, seededTemplate, uploadFile } from '../../server/routes/rcs/rcs-testing';
import { startSandboxedServer } from '../../server/routes/webhooks/webhook-testing';
import { demoLogins } from '../../server/seed/demo-accounts';
import { benchPostgres } from './bench-postgres';
import { measureDispatch } from './measure-dispatch';
import type { BenchSection } from './section';

const RECIPIENTS = Number(process.env.BENCH_RCS_DISPATCH_RECIPIENTS ?? 10_000);
/** An RBM agent is paced at RCS_AGENT_THROUGHPUT a second: the target is keeping up with it. */
const TARGET_PER_SECOND = Math.floor(RCS_AGENT_THROUGHPUT * 0.9);

/**
 * The dispatch section's figures for the RCS channel: a campaign with a file and SMS fallback, saved
 * and scheduled through spec §7's routes, through the sandbox RBM agent's send API and its signed
 * events (instant timing) back through our webhook route, until every recipient is past SENT but
 * those that went by SMS (the sandbox SMS sender sends no receipts).
 */
export default async function run(): Promise<BenchSection> {
  const postgres = await benchPostgres();
  const sandboxed = await startSandboxedServer(postgres.database, { chunkSize: 500, realClock: true });
  try {
    const { server } = sandboxed;
    const designer = await signedIn(server, demoLogins.designer);
    const file = await uploadFile(designer, numbers(RECIPIENTS, 100_000).map((phone) => ({ phone, variables: { name: 'Ada' } })));
    const body = { esmeaddr: ACME, campaignName: 'Bench RCS dispatch', senderId: ACME_AGENT, ...(await seededTemplate(server.db)), language: 'en', botId: ACME_AGENT, smsSenderId: 'ACMERT', variableMapping: { '1': { kind: 'column', column: 'name' } } };
    const saved = await designer.call('POST', `${RCS}/saveCampaign`, { body: { ...body, ...file } });
    if (saved.status !== 200) throw new Error(`the RCS save was refused: ${JSON.stringify(saved.json)}`);
    const id = saved.json.id as string;
    const { rows } = await measureDispatch({
      server,
      campaignId: id,
      recipients: RECIPIENTS,
      target: { perSecond: TARGET_PER_SECOND, label: `≥ ${TARGET_PER_SECOND} (90 % of the agent's ${RCS_AGENT_THROUGHPUT} a second)` },
      start: async () => {
        const scheduled = await designer.call('POST', `${RCS}/saveScheduleCampaign`, { body: { ...body, campaignId: id, scheduleAt: null } });
        if (scheduled.status !== 200) throw new Error(`the RCS schedule was refused: ${JSON.stringify(scheduled.json)}`);
        await sandboxed.messaging.tick();
      },
      staysSent: async () => Number((await server.db.query<{ n: number }>('select sms_fallback_count as n from campaigns where id = $1', [id]))[0]?.n ?? 0),
    });
    return { title: `RCS dispatch through the sandbox agent with SMS fallback, PostgreSQL (${RECIPIENTS.toLocaleString('en')} recipients)`, rows };
  } finally {
    await sandboxed.dispose();
    await postgres.stop();
  }
}
