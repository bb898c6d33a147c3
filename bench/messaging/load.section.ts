// The audience rows loaded into PostgreSQL through the server's real import path (the chunk and complete
// routes, called in-process as the console calls them), against a bare `COPY … FROM STDIN` of the same
// rows into a plain table of the same columns (issue #11). PostgreSQL: TEST_DATABASE_URL or DATABASE_URL,
// else a throwaway cluster started with scripts/with-postgres.sh (PGTEST_PORT picks its port).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { AUDIENCE_IMPORT_CHUNK_MAX_ROWS, chunkColumnsOf } from '@/api/contracts/campaigns';
import { generateAudience } from './audience-csv';
import { benchRows, formatMs } from './bench-size';
import { cpuMs, describeCost, startMeter, type Metered } from './meter';
import { copyFrom, copyText } from './pg-copy';
import type { BenchSection } from './section';
import type { Queryable } from '../../server/platform/db/db';
import type { ApiClient } from '../../server/testing/api-client';
import type { TestServer } from '../../server/testing/test-server';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOUNGE = { username: 'lounge', password: 'Lounge@2026!', esme: 1004 };
const COPY_CHUNK_ROWS = 10_000;
type Upload = { phone: string; variables: Record<string, string> }[];

/**
 * The same COPY into campaign_recipients itself, for a campaign of its own, the rows given already
 * sorted by phone (byte order, the unique index's; sorted before the meter starts): the cheapest way to
 * put them into the table they live in, with its key, indexes and campaign check (not a target, a floor
 * for the import).
 */
async function copyIntoRecipients(server: TestServer, url: string, campaignId: string, unsorted: Upload): Promise<Metered> {
  const rows = [...unsorted].sort((a, b) => (a.phone < b.phone ? -1 : a.phone > b.phone ? 1 : 0));
  const [schema] = await server.db.query<{ name: string }>('select current_schema() as name');
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema?.name}` });
  await client.connect();
  try {
    const meter = await startMeter(server.db);
    await client.query('begin');
    await copyFrom(client, 'copy campaign_recipients (campaign_id, phone, variables, created_on) from stdin', copyLines(campaignId, rows, server.clock.now()));
    await client.query('commit');
    return await meter.stop();
  } finally {
    await client.query('delete from campaign_recipients where campaign_id = $1', [campaignId]);
    await client.end();
  }
}

/** A running PostgreSQL: the configured one, or a throwaway cluster stopped when `stop` is called. */
async function postgres(): Promise<{ url: string; stop(): void }> {
  const configured = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (configured) return { url: configured, stop: () => undefined };
  // The script runs a command and deletes the cluster when it ends; this one prints the address and waits for stdin to close.
  const child = spawn('bash', ['scripts/with-postgres.sh', 'bash', '-c', 'echo "url $TEST_DATABASE_URL"; cat >/dev/null'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString();
      const match = /url (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`with-postgres.sh ended (${code}) before PostgreSQL was up: ${out}`)));
  });
  return { url, stop: () => child.stdin.end() };
}

function* copyLines(campaignId: string, rows: Upload, now: Date) {
  const at = now.toISOString();
  for (let start = 0; start < rows.length; start += COPY_CHUNK_ROWS) {
    let text = '';
    for (const row of rows.slice(start, start + COPY_CHUNK_ROWS)) text += `${campaignId}\t${copyText(row.phone)}\t${copyText(JSON.stringify(row.variables))}\t${at}\n`;
    yield text;
  }
}

async function bareCopy(db: Queryable, url: string, campaignId: string, rows: Upload, now: Date): Promise<{ cost: Metered; stored: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop table if exists messaging_bench_copy');
    await client.query('create table messaging_bench_copy (campaign_id uuid not null, phone text not null, variables jsonb not null, created_on timestamptz not null)');
    const meter = await startMeter(db);
    await client.query('begin');
    await copyFrom(client, 'copy messaging_bench_copy (campaign_id, phone, variables, created_on) from stdin', copyLines(campaignId, rows, now));
    await client.query('commit');
    const cost = await meter.stop();
    const [counted] = (await client.query<{ n: number }>('select count(*)::int as n from messaging_bench_copy')).rows;
    return { cost, stored: counted?.n ?? 0 };
  } finally {
    await client.query('drop table if exists messaging_bench_copy');
    await client.end();
  }
}

interface Imported {
  chunksMs: number;
  completeMs: number;
  recipients: number;
  cost: Metered;
}

/** The console's sequence (`uploadAudience` in server/testing/routes/campaign.ts): every chunk, then complete, through the routes in-process. */
async function importThroughRoutes(db: Queryable, api: ApiClient, campaigns: string, campaignId: string, upload: Upload): Promise<Imported> {
  const importId = randomUUID();
  const meter = await startMeter(db);
  const started = performance.now();
  let chunkCount = 0;
  for (let at = 0; at < upload.length; at += AUDIENCE_IMPORT_CHUNK_MAX_ROWS, chunkCount += 1) {
    const chunk = await api.call('POST', `${campaigns}/${campaignId}/audience/chunks`, { body: { importId, chunkIndex: chunkCount, ...chunkColumnsOf(upload.slice(at, at + AUDIENCE_IMPORT_CHUNK_MAX_ROWS)) } });
    if (chunk.status !== 200) throw new Error(`chunk refused: ${JSON.stringify(chunk.json)}`);
  }
  const chunksMs = performance.now() - started;
  const complete = await api.call('POST', `${campaigns}/${campaignId}/audience/complete`, { body: { importId, chunkCount } });
  if (complete.status !== 200) throw new Error(`import not completed: ${JSON.stringify(complete.json)}`);
  const completeMs = performance.now() - started - chunksMs;
  return { chunksMs, completeMs, recipients: (complete.json as { recipients: number }).recipients, cost: await meter.stop() };
}

/** The database part alone: the routes' transactions (lock the campaign, stage the chunk; lock, complete) without HTTP, JSON and zod. */
async function importThroughRepo(server: TestServer, campaignId: string, upload: Upload): Promise<Imported> {
  const { lockCampaign } = await import('../../server/messaging/campaigns/campaign-actions');
  const { completeImport, stageChunk } = await import('../../server/messaging/campaigns/audience-import');
  const caller = { esme: LOUNGE.esme, userId: randomUUID(), username: LOUNGE.username, userType: 'M' as const };
  const importId = randomUUID();
  const meter = await startMeter(server.db);
  const started = performance.now();
  let chunkCount = 0;
  for (let at = 0; at < upload.length; at += AUDIENCE_IMPORT_CHUNK_MAX_ROWS, chunkCount += 1) {
    const chunk = { importId, chunkIndex: chunkCount, ...chunkColumnsOf(upload.slice(at, at + AUDIENCE_IMPORT_CHUNK_MAX_ROWS)) };
    await server.db.transaction(async (tx) => stageChunk(tx, await lockCampaign(tx, caller, campaignId), chunk));
  }
  const chunksMs = performance.now() - started;
  const done = await server.db.transaction(async (tx) => completeImport(tx, await lockCampaign(tx, caller, campaignId), importId, chunkCount, server.clock.now()));
  const completeMs = performance.now() - started - chunksMs;
  return { chunksMs, completeMs, recipients: done.recipients, cost: await meter.stop() };
}

const recipientCount = async (server: TestServer, campaignId: string) =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from campaign_recipients where campaign_id = $1', [campaignId]))[0]?.n ?? 0;

export default async function run(): Promise<BenchSection> {
  const rows = benchRows();
  const audience = generateAudience(rows);
  const upload: Upload = audience.unique.map(({ phone, name, city }) => ({ phone, variables: { name, city } }));
  const database = await postgres();
  process.env.TEST_DATABASE_URL = database.url;
  // Imported after TEST_DATABASE_URL is set: the list of test databases is fixed when the module loads.
  const { testDatabases } = await import('../../server/testing/test-databases');
  const { startTestServer } = await import('../../server/testing/test-server');
  const { ApiClient } = await import('../../server/testing/api-client');
  const { CAMPAIGNS, draftFor } = await import('../../server/testing/routes/campaign');
  const postgresDatabase = testDatabases.find((entry) => entry.name === 'PostgreSQL');
  if (!postgresDatabase) throw new Error('No PostgreSQL test database');
  const server = await startTestServer(postgresDatabase);
  try {
    const api = new ApiClient(server);
    const login = await api.login(LOUNGE.username, LOUNGE.password);
    if (login.status !== 200) throw new Error(`lounge did not sign in: ${login.status}`);
    const draft = async (name: string) => {
      const created = await api.call('POST', CAMPAIGNS, { body: await draftFor(api, LOUNGE.esme, { name }) });
      if (created.status !== 200) throw new Error(`campaign not created: ${JSON.stringify(created.json)}`);
      return created.json.id as string;
    };
    const [repoCampaign, routeCampaign, copyCampaign] = [await draft('Bench audience (repo)'), await draft('Bench audience (routes)'), await draft('Bench audience (COPY)')];
    const copies = [await bareCopy(server.db, database.url, randomUUID(), upload, server.clock.now())];
    const repo = await importThroughRepo(server, repoCampaign, upload);
    const routes = await importThroughRoutes(server.db, api, CAMPAIGNS, routeCampaign, upload);
    const intoRecipients = await copyIntoRecipients(server, database.url, copyCampaign, upload);
    copies.push(await bareCopy(server.db, database.url, randomUUID(), upload, server.clock.now()));
    const stored = [await recipientCount(server, repoCampaign), await recipientCount(server, routeCampaign)];
    const copy = copies.reduce((a, b) => (b.cost.ms < a.cost.ms ? b : a)).cost;
    const copyCpu = Math.min(...copies.map((c) => cpuMs(c.cost)));
    const ratio = (imported: Imported) => imported.cost.ms / copy.ms;
    const cpuRatio = (imported: Imported) => (cpuMs(imported.cost) / copyCpu).toFixed(2);
    const chunks = Math.ceil(upload.length / AUDIENCE_IMPORT_CHUNK_MAX_ROWS);
    const parts = (imported: Imported) => `${describeCost(imported.cost)} (chunks ${formatMs(imported.chunksMs)}, complete ${formatMs(imported.completeMs)})`;
    return {
      title: `${upload.length.toLocaleString('en')} valid rows of the ${rows.toLocaleString('en')}-row file into PostgreSQL, ${chunks} chunks of ${AUDIENCE_IMPORT_CHUNK_MAX_ROWS} rows as the console sends them`,
      rows: [
        {
          measure: 'bare COPY FROM STDIN (Node writes the rows as COPY text, PostgreSQL parses them into a plain table of the same columns, no index), best of 2: first / last',
          value: copies.map((c) => describeCost(c.cost)).join(' / '),
          target: '–',
          met: true,
        },
        {
          measure: 'COPY FROM STDIN into campaign_recipients, rows sorted by phone beforehand (its key, indexes, campaign check; the floor for any load into that table)',
          value: `${describeCost(intoRecipients)} (${(intoRecipients.ms / copy.ms).toFixed(2)}× the bare COPY)`,
          target: '–',
          met: true,
        },
        {
          measure: "import, database part: the routes' transactions without HTTP (per chunk: lock the campaign, stage it; then lock, de-duplicate into campaign_recipients with its indexes, counters)",
          value: parts(repo),
          target: '–',
          met: true,
        },
        { measure: 'import, database part ÷ bare COPY (wall; CPU)', value: `${ratio(repo).toFixed(2)}×; CPU ${cpuRatio(repo)}×`, target: '≤ 1.5×', met: ratio(repo) <= 1.5 },
        { measure: 'import, database part ÷ the sorted COPY into campaign_recipients (wall; CPU)', value: `${(repo.cost.ms / intoRecipients.ms).toFixed(2)}×; CPU ${(cpuMs(repo.cost) / cpuMs(intoRecipients)).toFixed(2)}×`, target: '–', met: true },
        { measure: 'import through the routes in-process (the same, plus HTTP, JSON, zod, session checks)', value: parts(routes), target: '–', met: true },
        { measure: 'import through the routes ÷ bare COPY (wall; CPU)', value: `${ratio(routes).toFixed(2)}×; CPU ${cpuRatio(routes)}×`, target: '≤ 1.5×', met: ratio(routes) <= 1.5 },
        {
          measure: 'recipients stored (database part, routes) / COPY rows / rows sent',
          value: `${stored.join(', ')} / ${copies.map((c) => c.stored).join(', ')} / ${upload.length}`,
          target: 'all equal',
          met: [...stored, repo.recipients, routes.recipients, ...copies.map((c) => c.stored)].every((n) => n === upload.length),
        },
      ],
    };
  } finally {
    await server.dispose();
    database.stop();
  }
}
