import { RCS_AGENT_THROUGHPUT } from '../../server/messaging/channels/rcs/rcs-campaigns';
import { signedIn } from '../../server/testing/routes/chatbot';
import { ACME, ACME_AGENT, numbers, RCS, seededTemplate, uploadFile } from '../../server/testing/routes/rcs';
import { startSandboxedServer } from '../../server/testing/routes/webhooks';
import { demoLogins } from '../../server/seed/demo-accounts';
import { againstFloor, type DispatchCost } from './against-floor';
import { bareRcsCampaignOf, runBareRcsLoop } from './bare-rcs-loop';
import { benchPostgres } from './bench-postgres';
import { processRows, statementRows } from './dispatch-breakdown';
import { measureDispatch } from './measure-dispatch';
import { cpuMs, startMeter } from './meter';
import { prepareNaiveDispatcher } from './naive-dispatcher';
import type { BenchSection } from './section';
import { statementStats, type StatementStats } from './statement-stats';

const RECIPIENTS = Number(process.env.BENCH_RCS_DISPATCH_RECIPIENTS ?? 10_000);
/** An RBM agent is paced at RCS_AGENT_THROUGHPUT a second: the target is keeping up with it. */
const TARGET_PER_SECOND = Math.floor(RCS_AGENT_THROUGHPUT * 0.9);
/** The time to live our channel gives each message: RBM_MESSAGE_TTL_SECONDS' default and its hour of backstop (rcs-channel.ts). */
const AGENT_TTL_SECONDS = 86_400 + 3_600;
const WARM_UP = 300;
const IDLE_MS = 2_000;

const noHooks = { sent: async () => undefined, status: async () => undefined };

/**
 * The dispatch section's figures for the RCS channel: a campaign with a file and SMS fallback, saved
 * and scheduled through spec §7's routes, through the sandbox RBM agent's send API and its signed
 * events (instant timing) back through our webhook route, until every recipient is past SENT but
 * those that went by SMS (the sandbox SMS sender sends no receipts). Before it, as for WhatsApp
 * (dispatch.section.ts), the floor (bare-rcs-loop.ts: the agent calls, SMS and pushes alone) and the
 * naive dispatcher over the same recipients, and where each one's time went.
 */
export default async function run(): Promise<BenchSection> {
  const postgres = await benchPostgres();
  const sandboxed = await startSandboxedServer(postgres.database, { chunkSize: 500, realClock: true, productionIntervals: true });
  try {
    const { server } = sandboxed;
    const designer = await signedIn(server, demoLogins.designer);
    const file = await uploadFile(designer, numbers(RECIPIENTS, 100_000).map((phone) => ({ phone, variables: { name: 'Ada' } })));
    const body = { esmeaddr: ACME, campaignName: 'Bench RCS dispatch', senderId: ACME_AGENT, ...(await seededTemplate(server.db)), language: 'en', botId: ACME_AGENT, smsSenderId: 'ACMERT', variableMapping: { '1': { kind: 'column', column: 'name' } } };
    const saved = await designer.call('POST', `${RCS}/saveCampaign`, { body: { ...body, ...file } });
    if (saved.status !== 200) throw new Error(`the RCS save was refused: ${JSON.stringify(saved.json)}`);
    const id = saved.json.id as string;
    const bare = await bareRcsCampaignOf(server.db, id, AGENT_TTL_SECONDS);
    const statements = await statementStats(server.db);
    // Unmeasured, as for WhatsApp: the first run of the sandbox's and fetch's code compiles it.
    await runBareRcsLoop({ ...bare, recipients: bare.recipients.slice(0, WARM_UP) }, noHooks);
    const idleMeter = await startMeter(server.db);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = await idleMeter.stop();
    const floorMeter = await startMeter(server.db);
    const floorRun = await runBareRcsLoop(bare, noHooks);
    const floor: DispatchCost = { name: 'floor', messages: RECIPIENTS, cost: await floorMeter.stop(), detail: `${(floorRun.statuses / RECIPIENTS).toFixed(2)} events in ${(floorRun.webhooks / RECIPIENTS).toFixed(2)} pushes a message` };
    const naiveDispatcher = await prepareNaiveDispatcher(server.db, postgres.url, bare, (hooks) => runBareRcsLoop(bare, hooks));
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
    const { rows, cost, readsCost } = await measureDispatch({
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
    const realStats = (await statements?.read()) ?? null;
    const reads = await readsCost();
    const real: DispatchCost = { name: 'ours', messages: RECIPIENTS, cost };
    return {
      title: `RCS dispatch through the sandbox agent with SMS fallback, PostgreSQL (${RECIPIENTS.toLocaleString('en')} recipients), against its floor`,
      rows: [
        ...rows,
        ...reads,
        ...againstFloor(real, floor, naive, idle),
        { measure: 'CPU ms a second with nothing sent, part of each figure above', value: ((cpuMs(idle) * 1000) / idle.ms).toFixed(0), target: '–', met: true },
        ...statementRows(naive, naiveStats),
        ...statementRows(real, realStats),
        ...processRows({ floor, naive, real, naiveStats, realStats, webhooksPerMessage: 0, replay: null }),
      ],
    };
  } finally {
    await sandboxed.dispose();
    await postgres.stop();
  }
}
