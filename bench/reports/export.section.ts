import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { CAMPAIGNS, draftFor } from '../../server/testing/routes/campaign';
import { signedIn } from '../../server/testing/routes/chatbot';
import { demoLogins } from '../../server/seed/demo-accounts';
import type { ApiClient } from '../../server/testing/api-client';
import { testDatabases, type TestDatabase } from '../../server/testing/test-databases';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { benchPostgres } from '../messaging/bench-postgres';
import { cpuMs, describeCost, startMeter, type Metered } from '../messaging/meter';
import { copyTo } from '../messaging/pg-copy';
import type { BenchRow, BenchSection } from './section';

const POSTGRES_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const PGLITE_ROWS = Number(process.env.BENCH_EXPORT_PGLITE_ROWS ?? 100_000);
const EXCEL_ROWS = Number(process.env.BENCH_EXPORT_EXCEL_ROWS ?? 1_000_000);
/** Growth of the process's resident memory over the export that still counts as flat. */
const FLAT_MB = 150;
/** Our export's rows a second as a share of a bare COPY's of the same rows and columns (issue #33). */
const COPY_SHARE = 0.5;
const COLUMNS = ['phone', 'status', 'status_time', 'error_code', 'reason', 'message_id'];

/**
 * The same rows and columns as the export, in its order, written by the database alone: the status
 * time picked by status as the report does, the provider's error text where the file has its sentence.
 */
const copySelect = (campaignId: string) =>
  `select phone, status, case status when 'SENT' then sent_at when 'DELIVERED' then delivered_at when 'READ' then read_at when 'FAILED' then failed_at when 'SKIPPED' then skipped_at end,
     error_code, coalesce(error_text, skip_reason), provider_message_id
   from campaign_recipients where campaign_id = '${campaignId}' order by id`;

interface Floor {
  seconds: number;
  bytes: number;
  cost: Metered;
}

/** A bare `COPY (select …) TO STDOUT` on its own connection to the server's schema, the bytes read and dropped. */
async function postgresCopy(server: TestServer, url: string, campaignId: string): Promise<Floor> {
  const [schema] = await server.db.query<{ name: string }>('select current_schema() as name');
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema?.name}` });
  await client.connect();
  try {
    const meter = await startMeter(server.db);
    const started = performance.now();
    const bytes = await copyTo(client, `copy (${copySelect(campaignId)}) to stdout with (format csv, header)`);
    const seconds = (performance.now() - started) / 1000;
    return { seconds, bytes, cost: await meter.stop() };
  } finally {
    await client.end();
  }
}

/** PGlite's floor: its own COPY into an in-memory file (`/dev/blob`), in this process as the export is. */
async function pgliteCopy(server: TestServer, campaignId: string): Promise<Floor> {
  const meter = await startMeter(server.db);
  const started = performance.now();
  await server.db.query(`copy (${copySelect(campaignId)}) to '/dev/blob' with (format csv, header)`);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, bytes: Number.NaN, cost: await meter.stop() };
}

interface Exported {
  seconds: number;
  bytes: number;
  growthMb: number;
  baselineMb: number;
  peakMb: number;
  cost: Metered;
}

/** One Download Center job through POST /api/reports/downloads, polled until DONE while the process's RSS is sampled every 50 ms. */
async function exportJob(server: TestServer, designer: ApiClient, campaignId: string, fileType: 'csv' | 'excel'): Promise<Exported> {
  if (global.gc) global.gc();
  const meter = await startMeter(server.db);
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const job = await designer.call('POST', '/api/reports/downloads', { body: { pagename: 'whatsapp-campaign-report', columns: COLUMNS, fileType, filter: { campaignId } } });
  let state = job.json as { state: string; rowsDone: number; bytes: number; error: string | null };
  while (state.state === 'QUEUED' || state.state === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = (await designer.call('GET', `/api/reports/downloads/${job.json.id}`)).json;
  }
  const seconds = (performance.now() - started) / 1000;
  const cost = await meter.stop();
  clearInterval(sampler);
  if (state.state !== 'DONE') throw new Error(`the export ended ${state.state}: ${state.error}`);
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { seconds, bytes: state.bytes, growthMb: mb(peak - baseline), baselineMb: mb(baseline), peakMb: mb(peak), cost };
}

const rate = (rows: number, seconds: number) => `${Math.round(rows / seconds).toLocaleString('en')} rows/s`;
const memoryRow = (label: string, run: Exported): BenchRow => ({
  measure: `${label}: peak RSS over baseline`,
  value: `${run.growthMb.toFixed(0)} MB (baseline ${run.baselineMb.toFixed(0)} MB, peak ${run.peakMb.toFixed(0)} MB)`,
  target: `< ${FLAT_MB} MB (flat)`,
  met: run.growthMb < FLAT_MB,
});

/**
 * A campaign of `rows` recipients (written by SQL, not through the upload: the upload has its own
 * bench), read by the bare COPY, exported as CSV, then read by the COPY again: the faster COPY is
 * the floor, so a cache warmed by the export counts against it. Then, where asked, the same columns
 * of `excelRows` recipients as Excel.
 */
async function exportFigures(database: TestDatabase, rows: number, label: string, floor: (server: TestServer, campaignId: string) => Promise<Floor>, excelRows: number): Promise<BenchRow[]> {
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
    await server.db.query('analyze campaign_recipients');
    const before = await floor(server, id);
    const csv = await exportJob(server, designer, id, 'csv');
    const after = await floor(server, id);
    const copy = before.seconds <= after.seconds ? before : after;
    const share = copy.seconds / csv.seconds;
    const figures: BenchRow[] = [
      { measure: `${label}: bare COPY (select …) of the same ${rows.toLocaleString('en')} rows and columns (faster of two, before and after)`, value: `${copy.seconds.toFixed(2)} s, ${rate(rows, copy.seconds)}${Number.isNaN(copy.bytes) ? '' : `, ${(copy.bytes / 1024 / 1024).toFixed(0)} MB`}`, target: '–', met: true },
      { measure: `${label}: our CSV export (Download Center job)`, value: `${csv.seconds.toFixed(2)} s, ${rate(rows, csv.seconds)}, ${(csv.bytes / 1024 / 1024).toFixed(0)} MB file`, target: '–', met: true },
      { measure: `${label}: our rows/s ÷ COPY's`, value: `${share.toFixed(2)}×`, target: `≥ ${COPY_SHARE}×`, met: share >= COPY_SHARE },
      { measure: `${label}: cost of COPY; of our export (the job's polling included)`, value: `${describeCost(copy.cost)}; ${describeCost(csv.cost)}`, target: '–', met: true },
      { measure: `${label}: COPY's CPU ÷ ours (Node + PostgreSQL; steadier than wall time on a shared machine)`, value: `${(cpuMs(copy.cost) / cpuMs(csv.cost)).toFixed(2)}×`, target: '–', met: true },
      memoryRow(`${label} CSV`, csv),
    ];
    if (excelRows > 0) {
      if (excelRows !== rows) {
        await server.db.query(`delete from campaign_recipients where campaign_id = $1 and phone > '+9199' || lpad($2::text, 8, '0')`, [id, excelRows]);
        await server.db.query(`update campaign_counters set count = $2 where campaign_id = $1 and status = 'DELIVERED'`, [id, excelRows]);
      }
      const excel = await exportJob(server, designer, id, 'excel');
      figures.push(
        { measure: `${label}: ${excelRows.toLocaleString('en')} rows as Excel (streamed)`, value: `${excel.seconds.toFixed(1)} s, ${rate(excelRows, excel.seconds)}, ${(excel.bytes / 1024 / 1024).toFixed(0)} MB file`, target: 'finishes', met: true },
        memoryRow(`${label} Excel`, excel),
      );
    }
    return figures;
  } finally {
    await server.dispose();
  }
}

/** The Download Center's export of a campaign report against the database's own COPY, and a million-row Excel file. */
export default async function run(): Promise<BenchSection> {
  const rows: BenchRow[] = [];
  const postgres = await benchPostgres();
  try {
    rows.push(...(await exportFigures(postgres.database, POSTGRES_ROWS, 'PostgreSQL', (server, id) => postgresCopy(server, postgres.url, id), Math.min(EXCEL_ROWS, POSTGRES_ROWS))));
  } finally {
    await postgres.stop();
  }
  const pglite = testDatabases.find((database) => database.name.startsWith('PGlite'));
  if (pglite) rows.push(...(await exportFigures(pglite, PGLITE_ROWS, 'PGlite', pgliteCopy, 0)));
  return { title: 'Campaign report export (Download Center) against a bare COPY of the same rows, and Excel streamed', rows };
}
