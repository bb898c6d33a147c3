import { performance } from 'node:perf_hooks';
import { CAMPAIGNS, draftFor } from '../../server/routes/campaign/campaign-testing';
import { signedIn } from '../../server/routes/chatbot/chatbot-testing';
import { demoLogins } from '../../server/seed/demo-accounts';
import { testDatabases, type TestDatabase } from '../../server/testing/test-databases';
import { startTestServer } from '../../server/testing/test-server';
import { benchPostgres } from '../messaging/bench-postgres';
import type { BenchRow, BenchSection } from './section';

const POSTGRES_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const PGLITE_ROWS = Number(process.env.BENCH_EXPORT_PGLITE_ROWS ?? 100_000);
/** Growth of the process's resident memory over the export that still counts as flat. */
const FLAT_MB = 150;

/**
 * A campaign of `rows` recipients (written by SQL, not through the upload: the upload has its own
 * bench) exported as CSV through POST /api/reports/downloads, polled until DONE while the process's
 * RSS is sampled every 50 ms. Answers rows per second and the peak RSS over the baseline.
 */
async function exportFigures(database: TestDatabase, rows: number, label: string): Promise<BenchRow[]> {
  const server = await startTestServer(database);
  try {
    const designer = await signedIn(server, demoLogins.designer);
    const id = (await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, demoLogins.designer.esme, { name: 'Bench export' }) })).json.id as string;
    await server.db.query(
      `insert into campaign_recipients (campaign_id, phone, status, variables, created_on, sent_at, delivered_at)
       select $1, '+9199' || lpad(n::text, 8, '0'), 'DELIVERED', '{}'::jsonb, now(), now(), now() from generate_series(1, $2) n`,
      [id, rows],
    );
    await server.db.query(`insert into campaign_counters (campaign_id, status, count) values ($1, 'DELIVERED', $2)`, [id, rows]);
    if (global.gc) global.gc();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const job = await designer.call('POST', '/api/reports/downloads', { body: { pagename: 'whatsapp-campaign-report', columns: ['phone', 'status', 'status_time', 'error_code', 'reason', 'message_id'], fileType: 'csv', filter: { campaignId: id } } });
    let state = job.json as { state: string; rowsDone: number; bytes: number; error: string | null };
    while (state.state === 'QUEUED' || state.state === 'RUNNING') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = (await designer.call('GET', `/api/reports/downloads/${job.json.id}`)).json;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (state.state !== 'DONE') throw new Error(`the export ended ${state.state}: ${state.error}`);
    const growthMb = (peak - baseline) / 1024 / 1024;
    return [
      { measure: `${label}: ${rows.toLocaleString('en')} rows as CSV`, value: `${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString('en')} rows/s, ${(state.bytes / 1024 / 1024).toFixed(0)} MB file`, target: '–', met: true },
      { measure: `${label}: peak RSS over baseline`, value: `${growthMb.toFixed(0)} MB (baseline ${(baseline / 1024 / 1024).toFixed(0)} MB, peak ${(peak / 1024 / 1024).toFixed(0)} MB)`, target: `< ${FLAT_MB} MB (flat)`, met: growthMb < FLAT_MB },
    ];
  } finally {
    await server.dispose();
  }
}

/** The Download Center's CSV export of a campaign report: speed and memory on PostgreSQL, and a smaller PGlite run. */
export default async function run(): Promise<BenchSection> {
  const rows: BenchRow[] = [];
  const postgres = await benchPostgres();
  try {
    rows.push(...(await exportFigures(postgres.database, POSTGRES_ROWS, 'PostgreSQL')));
  } finally {
    await postgres.stop();
  }
  const pglite = testDatabases.find((database) => database.name.startsWith('PGlite'));
  if (pglite) rows.push(...(await exportFigures(pglite, PGLITE_ROWS, 'PGlite')));
  return { title: 'Campaign report export (Download Center, CSV streamed in 1,000-row batches)', rows };
}
