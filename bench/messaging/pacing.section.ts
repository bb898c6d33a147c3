import { performance } from 'node:perf_hooks';
import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../server/testing/routes/campaign';
import { signedIn } from '../../server/testing/routes/chatbot';
import { startSandboxedServer } from '../../server/testing/routes/webhooks';
import { handDispatchDeps, TestProvider } from '../../server/testing/test-messaging';
import { runChunk } from '../../server/messaging/dispatch/run-chunk';
import { schedulerTick } from '../../server/messaging/dispatch/scheduler';
import { createDispatchPacing } from '../../server/messaging/pacing/dispatch-pacing';
import { demoLogins } from '../../server/seed/demo-accounts';
import { testDatabases } from '../../server/testing/test-databases';
import { startTestServer } from '../../server/testing/test-server';
import { benchPostgres } from './bench-postgres';
import type { BenchSection, BenchRow } from './section';

const RATE = 80;
const PACED = Number(process.env.BENCH_PACED_RECIPIENTS ?? 1_600);
const TIER = 250;
const DAY_MS = 86_400_000;

/**
 * A sender at 80 messages a second, end to end through the sandbox provider on PostgreSQL: the rate
 * the provider saw, from its own receive times, after the first second (start-up).
 */
async function pacingAccuracy(): Promise<BenchRow> {
  const postgres = await benchPostgres();
  const sandboxed = await startSandboxedServer(postgres.database, { chunkSize: 500, realClock: true });
  try {
    const { server } = sandboxed;
    await server.db.query('update business_portfolios set messaging_limit = null');
    await server.db.query('update sender_numbers set throughput = $1', [RATE]);
    const designer = await signedIn(server, demoLogins.designer);
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, demoLogins.designer.esme, { name: 'Bench pacing' }) });
    const id = created.json.id as string;
    await uploadAudience(designer, id, phones(PACED, 200_000).map((phone) => ({ phone })));
    await action(designer, id, 'submit', { schedule: { kind: 'now' } });
    await sandboxed.messaging.tick();
    const received = () => [...(sandboxed.opened.sandboxes.whatsapp?.received.values() ?? [])].flat();
    while (received().length < PACED) await new Promise((resolve) => setTimeout(resolve, 250));
    const times = received()
      .map((message) => message.at.getTime())
      .sort((a, b) => a - b);
    const steady = times.filter((at) => at >= (times[0] ?? 0) + 1000);
    const measured = (steady.length - 1) / (((steady.at(-1) ?? 0) - (steady[0] ?? 0)) / 1000);
    const error = Math.abs(measured - RATE) / RATE;
    const refusals = sandboxed.opened.sandboxes.whatsapp?.throughputRefusals() ?? 0;
    return { measure: `pacing at a configured ${RATE}/s (${PACED.toLocaleString('en')} messages, provider's receive times)`, value: `${measured.toFixed(1)}/s (${(error * 100).toFixed(1)} % off; 130429 answered ${refusals} times)`, target: 'within 3 %', met: error <= 0.03 };
  } finally {
    await sandboxed.dispose();
    await postgres.stop();
  }
}

/**
 * The pacing alone (shared slots in the database, no provider, no webhooks): what a sender's sends
 * would be spaced at if the process kept up, as on a machine that is not saturated.
 */
async function pacingPortAccuracy(): Promise<BenchRow> {
  const database = testDatabases[0];
  if (!database) throw new Error('no test database');
  const server = await startTestServer(database);
  try {
    const pacing = createDispatchPacing({ db: server.db });
    const times: number[] = [];
    for (let sent = 0; sent < 8 * RATE; sent += 1) {
      const answered = await pacing.acquire('bench-sender', RATE);
      times.push(performance.now());
      answered();
    }
    const measured = (times.length - 1) / (((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000);
    const error = Math.abs(measured - RATE) / RATE;
    return { measure: `pacing slots alone at ${RATE}/s (${times.length} acquires, PGlite)`, value: `${measured.toFixed(1)}/s (${(error * 100).toFixed(1)} % off)`, target: 'within 3 %', met: error <= 0.03 };
  } finally {
    await server.dispose();
  }
}

/**
 * The portfolio tier on a simulated clock: two overlapping campaigns larger than the tier, the real
 * claim and send path run chunk by chunk while the clock moves 20 minutes a step for six days; then
 * every 24-hour window ending at a send is checked for unique users.
 */
async function tierNeverExceeded(): Promise<BenchRow> {
  const database = testDatabases[0];
  if (!database) throw new Error('no test database');
  const server = await startTestServer(database);
  try {
    const provider = new TestProvider();
    const deps = handDispatchDeps(server, provider, 500);
    await server.db.query('update business_portfolios set messaging_limit = $1', [TIER]);
    await server.db.query('update sender_numbers set throughput = 1000');
    const designer = await signedIn(server, demoLogins.designer);
    const ids: string[] = [];
    for (const [name, list] of [
      ['Tier A', phones(600, 300_000)],
      ['Tier B', phones(500, 300_400)],
    ] as const) {
      const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, demoLogins.designer.esme, { name }) });
      await uploadAudience(designer, created.json.id, list.map((phone) => ({ phone })));
      await action(designer, created.json.id, 'submit', { schedule: { kind: 'now' } });
      ids.push(created.json.id as string);
    }
    for (let step = 0; step < 6 * 72; step += 1) {
      await schedulerTick(deps);
      for (const id of ids) await runChunk(deps, id);
      server.clock.advance(20 * 60);
    }
    const sends = await server.db.query<{ phone: string; sent_at: Date }>(`select phone, sent_at from campaign_recipients where sent_at is not null order by sent_at`);
    let worst = 0;
    for (const [index, send] of sends.entries()) {
      const end = new Date(send.sent_at).getTime();
      const users = new Set<string>();
      for (let back = index; back >= 0; back -= 1) {
        const earlier = sends[back];
        if (!earlier || new Date(earlier.sent_at).getTime() <= end - DAY_MS) break;
        users.add(earlier.phone);
      }
      worst = Math.max(worst, users.size);
    }
    const total = sends.length;
    return { measure: `unique users in any 24 h window, tier ${TIER}, ${total} sends over 6 simulated days`, value: String(worst), target: `≤ ${TIER}`, met: worst <= TIER && total > TIER * 3 };
  } finally {
    await server.dispose();
  }
}

export default async function run(): Promise<BenchSection> {
  return { title: 'Pacing: sender throughput and the portfolio tier', rows: [await pacingPortAccuracy(), await pacingAccuracy(), await tierNeverExceeded()] };
}
