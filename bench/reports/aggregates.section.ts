import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { InsightsQuery } from '../../src/api/contracts/insights';
import type { Db } from '../../server/platform/db/db';
import { migrate } from '../../server/platform/db/migrate';
import { openPgliteDb } from '../../server/platform/db/pglite-db';
import { insightsReport } from '../../server/insights/insights-report';
import { moveRecipients } from '../../server/messaging/campaigns/recipient-moves';
import { demoLogins } from '../../server/seed/demo-accounts';
import { seedDemoData } from '../../server/seed/seed-demo';
import { benchPostgres } from '../messaging/bench-postgres';
import { seedPeriod } from './seed-period';
import type { BenchRow, BenchSection } from '../messaging/section';

/** Message events in the period: each a recipient reaching SENT, DELIVERED, READ, FAILED or SKIPPED. */
const EVENTS = Number(process.env.BENCH_REPORT_EVENTS ?? 10_000_000);
const CAMPAIGNS = Number(process.env.BENCH_REPORT_CAMPAIGNS ?? 50);
const DAYS = 30;
const TARGET_MS = 1_000;
/** Recipients moved through the real move statement (and so the trigger) to time the write side. */
const MOVED = Number(process.env.BENCH_REPORT_MOVED ?? 50_000);
const ESME = demoLogins.designer.esme;
const PERIOD_START = new Date('2026-01-01T00:00:00Z');

/** The median of three runs of the insights page's whole answer for the period. */
async function timeReport(db: Db, query: InsightsQuery): Promise<number> {
  const times: number[] = [];
  await insightsReport(db, { esme: ESME, isAdmin: false }, query);
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const answer = await insightsReport(db, { esme: ESME, isAdmin: false }, query);
    times.push(performance.now() - started);
    if (answer.totals.sent === 0) throw new Error('the report saw no events');
  }
  return times.sort((a, b) => a - b)[1] ?? Number.NaN;
}

/** Events a second recorded by the trigger while recipients move PENDING → SENT → DELIVERED in chunks of 1,000. */
async function timeTrigger(db: Db): Promise<number> {
  const [campaign] = await db.query<{ id: string }>(`select id from campaigns where name = 'Bench campaign 1'`);
  const id = campaign?.id ?? randomUUID();
  await db.query(
    `insert into campaign_recipients (campaign_id, phone, created_on) select $1, '+9199' || lpad(n::text, 8, '0'), $2 from generate_series(1, $3) n`,
    [id, PERIOD_START, MOVED],
  );
  const started = performance.now();
  for (const [from, set] of [['PENDING', `status = 'SENT', sent_at = $2`], ['SENT', `status = 'DELIVERED', delivered_at = $2`]] as const) {
    for (let moved = 0; moved < MOVED; moved += 1000) {
      await moveRecipients(db, { where: `campaign_id = $1 and status = '${from}'`, set, params: [id, new Date(PERIOD_START.getTime() + 3_600_000)], limit: 1000 });
    }
  }
  return (2 * MOVED) / ((performance.now() - started) / 1000);
}

async function measure(label: string, db: Db): Promise<BenchRow[]> {
  await migrate(db);
  await seedDemoData(db, { bcryptCost: 4, now: PERIOD_START, contacts: false });
  const seeded = await seedPeriod(db, { esme: ESME, events: EVENTS, campaigns: CAMPAIGNS, days: DAYS, start: PERIOD_START });
  await db.query('analyze');
  // Thirty days from a midnight in Asia/Kolkata: 29 whole UTC days from the roll-ups, the edge from the hours and the charges.
  const from = new Date(PERIOD_START.getTime() - 5.5 * 3_600_000);
  const period = { from: from.toISOString(), to: new Date(from.getTime() + DAYS * 86_400_000).toISOString(), tz: 'Asia/Kolkata' };
  const days = await timeReport(db, { ...period, granularity: 'day' });
  const hours = await timeReport(db, { ...period, granularity: 'hour' });
  const [one] = await db.query<{ id: string }>(`select id from campaigns where name = 'Bench campaign 7'`);
  const campaign = await timeReport(db, { ...period, granularity: 'day', campaignId: one?.id });
  const trigger = await timeTrigger(db);
  const events = seeded.events.toLocaleString('en');
  return [
    { measure: `${label}: whole insights answer (funnel, series, reasons, breakdowns, cost, clicks), ${events} events in ${seeded.buckets.toLocaleString('en')} hourly and ${seeded.dailyRows.toLocaleString('en')} daily counter rows, ${seeded.charges.toLocaleString('en')} charges of the edge day, 30 days per day`, value: `${days.toFixed(0)} ms`, target: `< ${TARGET_MS} ms`, met: days < TARGET_MS },
    { measure: `${label}: the same per hour (720 points)`, value: `${hours.toFixed(0)} ms`, target: `< ${TARGET_MS} ms`, met: hours < TARGET_MS },
    { measure: `${label}: one campaign of the ${CAMPAIGNS}`, value: `${campaign.toFixed(0)} ms`, target: `< ${TARGET_MS} ms`, met: campaign < TARGET_MS },
    { measure: `${label}: events recorded a second by the trigger (recipient moves of 1,000)`, value: trigger.toFixed(0), target: '–', met: true },
  ];
}

export default async function run(): Promise<BenchSection> {
  const rows: BenchRow[] = [];
  const postgres = await benchPostgres();
  try {
    const opened = await postgres.database.open();
    try {
      rows.push(...(await measure('PostgreSQL', opened.db)));
    } finally {
      await opened.dispose();
    }
  } finally {
    await postgres.stop();
  }
  const pglite = await openPgliteDb();
  try {
    rows.push(...(await measure('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
  return { title: `Insights aggregates over a period of ${EVENTS.toLocaleString('en')} message events`, rows };
}
