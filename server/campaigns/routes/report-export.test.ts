import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipientRow } from '@/api/contracts/campaigns';
import { moveRecipients } from '../../messaging/campaigns/recipient-moves';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { eventually } from '../../testing/eventually';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { CAMPAIGNS, draftFor, phones, templateSno, uploadAudience } from '../../testing/routes/campaign';

const ACME = demoLogins.designer.esme;
const DOWNLOADS = '/api/reports/downloads';
const PAGE = 'whatsapp-campaign-report';
const ALL_COLUMNS = ['phone', 'status', 'status_time', 'error_code', 'reason', 'variables', 'message_id'];
const ROWS = 2503;

/** The WhatsApp campaign report's export, a Download Center job of its page: the file holds the report's rows. */
describe.each(testDatabases)('campaign report export on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let analyst: ApiClient;
  let campaignId: string;

  /** Every recipient row as the report's page shows them, page by page. */
  async function reportRows(status?: string): Promise<RecipientRow[]> {
    const rows: RecipientRow[] = [];
    for (let after: number | null = 0; after !== null; ) {
      const page = await designer.call('GET', `${CAMPAIGNS}/${campaignId}/recipients`, { query: { after: String(after), limit: '200', ...(status ? { status } : {}) } });
      rows.push(...page.json.rows);
      after = page.json.next;
    }
    return rows;
  }

  /** Starts a download of the campaign's recipients as the report page does: its columns, file type and status filter. */
  const start = (api: ApiClient, body: { columns: string[]; fileType: string; status?: string }) =>
    api.call('POST', DOWNLOADS, { body: { pagename: PAGE, columns: body.columns, fileType: body.fileType, filter: { campaignId, ...(body.status ? { status: body.status } : {}) } } });

  async function finished(api: ApiClient, jobId: string) {
    const job = await eventually('the export', () => api.call('GET', `${DOWNLOADS}/${jobId}`), (read) => read.json.state === 'DONE' || read.json.state === 'FAILED');
    return job.json;
  }

  async function fileOf(api: ApiClient, jobId: string) {
    const response = await server.app.request(`${DOWNLOADS}/${jobId}/file`, { headers: { authorization: `Bearer ${api.token}`, session: api.sessionId ?? '' } });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  }

  /** The report's sentences for the two reasons this test stores (`waReasons.reason` in en.json). */
  const SENTENCE: Record<string, string> = {
    '131026': 'The message could not be delivered: the number may not be on WhatsApp, or its app is old or has not accepted the terms.',
    opted_out: 'The number opted out of marketing messages.',
  };
  const sentenceOf = (row: RecipientRow) => SENTENCE[row.errorCode ?? row.skipReason ?? ''] ?? null;
  /** The report's words for a status (`waReport.status` in en.json), not the stored code. */
  const STATUS_WORD: Record<string, string> = { PENDING: 'Pending', SENT: 'Sent', READ: 'Read', FAILED: 'Failed', SKIPPED: 'Skipped' };
  const timeOf = (row: RecipientRow) => ({ SENT: row.sentAt, DELIVERED: row.deliveredAt, READ: row.readAt, FAILED: row.failedAt, SKIPPED: row.skippedAt })[row.status as string] ?? null;
  const expectedCells = (row: RecipientRow) => [row.phone, STATUS_WORD[row.status] ?? row.status, timeOf(row), row.errorCode, sentenceOf(row), row.variables.first_name ?? '', row.variables.discount ?? '', row.providerMessageId];
  /** Acme's zone is Asia/Kolkata: an Excel date is its clock there, 5 h 30 min ahead of UTC (Excel dates have no zone). */
  const kolkataClock = (iso: string | null) => (iso === null ? null : Math.round((Date.parse(iso) + 330 * 60_000) / 1000));
  /** An Excel date is a fraction of days: compared to the second. */
  const toSecond = (cell: unknown) => (cell instanceof Date ? Math.round(cell.getTime() / 1000) : cell);
  const HEADER = ['Phone', 'Status', 'Status time', 'Error code', 'Reason', '{{first_name}}', '{{discount}}', 'Message id'];

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    analyst = await signedIn(server, demoLogins.analyst);
    const draft = await draftFor(designer, ACME, {
      name: 'Diwali, "quoted" offer',
      templateSno: await templateSno(designer, 'welcome_offer'),
      variableMapping: { first_name: { kind: 'column', column: 'name' }, discount: { kind: 'text', text: '15%' } },
    });
    campaignId = (await designer.call('POST', CAMPAIGNS, { body: draft })).json.id;
    // Names a spreadsheet would run as formulas, with commas and quotes, so escaping is exercised.
    const names = ['Asha', '=HYPERLINK("x")', 'Ravi, Jr.', 'Mina "M"', ' spaced '];
    await uploadAudience(designer, campaignId, phones(ROWS).map((phone, index) => ({ phone, variables: { name: names[index % names.length] ?? '' } })));
    const list = phones(ROWS);
    const now = server.clock.now();
    await moveRecipients(server.db, { where: `campaign_id = $1 and phone = any($2::text[])`, set: `status = 'FAILED', error_code = '131026', error_text = 'Message undeliverable', failed_at = $3`, params: [campaignId, list.slice(0, 40), now] });
    await moveRecipients(server.db, { where: `campaign_id = $1 and phone = any($2::text[])`, set: `status = 'SKIPPED', skip_reason = 'opted_out', skipped_at = $3`, params: [campaignId, list.slice(40, 50), now] });
    await moveRecipients(server.db, { where: `campaign_id = $1 and phone = any($2::text[])`, set: `status = 'READ', provider_message_id = 'wamid.' || phone, sent_at = $3, delivered_at = $3, read_at = $3`, params: [campaignId, list.slice(50, 1200), now] });
  });
  afterAll(() => server.dispose());

  it("lists the report's campaigns by name, state and creation date range", async () => {
    const list = (query: Record<string, string>) => analyst.call('GET', '/api/campaign/whatsapp/report/campaigns', { query: { search: 'Diwali', ...query } });
    const created = server.clock.now().getTime();
    const inRange = await list({ state: 'DRAFT', from: new Date(created - 1000).toISOString(), to: new Date(created + 1000).toISOString() });
    expect(inRange.json.rows.map((row: { id: string }) => row.id)).toEqual([campaignId]);
    expect(inRange.json.rows[0].funnel).toMatchObject({ total: ROWS, failed: 40, skipped: 10, read: 1150 });
    expect((await list({ from: new Date(created + 1000).toISOString() })).json.total).toBe(0);
    expect((await list({ to: new Date(created).toISOString() })).json.total).toBe(0);
    expect((await list({ state: 'RUNNING' })).json.total).toBe(0);
    expect((await list({ from: 'yesterday' })).json.fields).toHaveProperty('from');
    // An offset PostgreSQL cannot read (past ±15:59) is the same instant in UTC.
    const farOffset = (ms: number) => new Date(ms - 18 * 3_600_000).toISOString().replace('Z', '-18:00');
    expect((await list({ from: farOffset(created - 1000), to: farOffset(created + 1000) })).json.rows.map((row: { id: string }) => row.id)).toEqual([campaignId]);
  });

  it('offers the report columns through column_list, and none for an unknown page', async () => {
    const columns = await designer.call('POST', '/api/reports/download/column_list', { body: { pagename: 'whatsapp-campaign-report' } });
    expect(columns.json.columns.map((column: { name: string }) => column.name)).toEqual(ALL_COLUMNS);
    const unknown = await designer.call('POST', '/api/reports/download/column_list', { body: { pagename: 'no-such-page', logsection: 'All' } });
    expect(unknown.json).toEqual({ columns: [] });
  });

  it('writes every recipient as CSV, row for row what the report pages show, and lists it in the Download Center', async () => {
    const created = await start(designer, { columns: ALL_COLUMNS, fileType: 'csv' });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ state: 'QUEUED', rowsTotal: ROWS, fileType: 'csv', campaignId, userName: 'designer', kind: 'whatsapp_campaign_recipients', pageName: PAGE, columns: ALL_COLUMNS });
    const job = await finished(designer, created.json.id);
    expect(job).toMatchObject({ state: 'DONE', rowsDone: ROWS, rowsTotal: ROWS, error: null });
    const file = await fileOf(designer, created.json.id);
    expect([file.status, file.type, file.bytes.byteLength]).toEqual([200, 'text/csv; charset=utf-8', job.bytes]);
    const text = file.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    const rows = await reportRows();
    expect(parsed[0]).toEqual(HEADER);
    // CSV has no null: an empty cell is ''. Formula-like text gets an apostrophe; a phone number does not.
    const unformula = (cell: string | null) => (cell === null ? '' : /^[=+\-@]/.test(cell) && !/^[+-]\d+$/.test(cell) ? `'${cell}` : cell);
    expect(parsed.slice(1)).toEqual(rows.map((row) => expectedCells(row).map(unformula)));
    expect(parsed.slice(1).map((row) => row[1]).filter((status) => status === 'Failed')).toHaveLength(40);
    // The Download Center page lists the job under the report's page with its columns.
    const listed = (await designer.call('GET', DOWNLOADS, { query: { pageSize: '100' } })).json.rows.find((row: { id: string }) => row.id === job.id);
    expect(listed).toMatchObject({ pageName: PAGE, columns: ALL_COLUMNS, state: 'DONE', rowsDone: ROWS, fileName: job.fileName });
  });

  it('writes the chosen columns of one status as Excel, matching the filtered report', async () => {
    const created = await start(analyst, { columns: ['reason', 'phone', 'error_code'], fileType: 'excel', status: 'FAILED' });
    expect(created.status).toBe(200);
    const job = await finished(analyst, created.json.id);
    expect(job).toMatchObject({ state: 'DONE', rowsDone: 40, filter: { status: 'FAILED' }, columns: ['reason', 'phone', 'error_code'] });
    expect(job.fileName).toMatch(/^diwali-quoted-offer-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await fileOf(analyst, created.json.id);
    const sheet = await readSheet(file.bytes);
    expect(sheet[0]).toEqual(['Reason', 'Phone', 'Error code']);
    expect(sheet.slice(1)).toEqual((await reportRows('FAILED')).map((row) => [sentenceOf(row), row.phone, row.errorCode]));
  });

  it('writes Excel of every row with the template variables', async () => {
    const created = await start(designer, { columns: ALL_COLUMNS, fileType: 'excel' });
    const job = await finished(designer, created.json.id);
    expect(job).toMatchObject({ state: 'DONE', rowsDone: ROWS });
    const sheet = await readSheet((await fileOf(designer, created.json.id)).bytes, { trim: false });
    expect(sheet[0]).toEqual(HEADER.map((header) => (header === 'Status time' ? 'Status time (Asia/Kolkata)' : header)));
    // Excel keeps text as text: no apostrophes; an empty cell reads back as null; the status time is a date cell on Acme's clock.
    const rows = await reportRows();
    expect(sheet.slice(1).map((row) => row.map(toSecond))).toEqual(rows.map((row) => expectedCells(row).map((cell, index) => (index === 2 ? kolkataClock(timeOf(row)) : cell === '' ? null : cell))));
    expect(sheet.slice(1).filter((row) => row[2] instanceof Date)).toHaveLength(1200);
  });

  it("refuses the report's bad columns and filters with 400 naming the field, and writes nothing", async () => {
    const count = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from export_jobs'))[0]?.n;
    const before = await count();
    const cases = [
      [{ columns: [], fileType: 'csv' }, 'columns'],
      [{ columns: ['phone', 'password'], fileType: 'csv' }, 'columns'],
      [{ columns: ['phone'], fileType: 'pdf' }, 'fileType'],
      [{ columns: ['phone', 'phone'], fileType: 'csv' }, 'columns'],
      [{ columns: ['phone'], fileType: 'csv', status: 'LOST' }, 'filter.status'],
    ] as const;
    for (const [body, field] of cases) {
      const answer = await start(designer, { ...body, columns: [...body.columns] });
      expect([answer.status, Object.keys(answer.json.fields ?? {})]).toEqual([400, [field]]);
    }
    expect((await designer.call('POST', '/api/reports/download/column_list', { body: { pagename: '' } })).json.fields).toHaveProperty('pagename');
    expect(await count()).toBe(before);
  });

  it("answers 404 to another account's job, file and campaign, and 409 before the file is ready", async () => {
    const created = await start(designer, { columns: ['phone'], fileType: 'csv' });
    await finished(designer, created.json.id);
    // Still being written by this process: the file is not served yet.
    await server.db.query(`update export_jobs set state = 'RUNNING' where id = $1`, [created.json.id]);
    expect((await fileOf(designer, created.json.id)).status).toBe(409);
    await server.db.query(`update export_jobs set state = 'DONE' where id = $1`, [created.json.id]);
    expect((await fileOf(designer, created.json.id)).status).toBe(200);
    const lounge = await signedIn(server, demoLogins.loungeChecker);
    expect((await lounge.call('GET', `${DOWNLOADS}/${created.json.id}`)).status).toBe(404);
    expect((await fileOf(lounge, created.json.id)).status).toBe(404);
    expect((await start(lounge, { columns: ['phone'], fileType: 'csv' })).status).toBe(404);
  });

  it("marks a job FAILED when the process running it stopped (a restart)", async () => {
    const created = await start(designer, { columns: ['phone'], fileType: 'csv' });
    await finished(designer, created.json.id);
    await server.db.query(`update export_jobs set state = 'RUNNING', runner = 'a-stopped-process', updated_on = $2 where id = $1`, [created.json.id, new Date(server.clock.now().getTime() - 120_000)]);
    const job = (await designer.call('GET', `${DOWNLOADS}/${created.json.id}`)).json;
    expect(job).toMatchObject({ state: 'FAILED', error: 'The server stopped before the file was ready; export again.' });
  });
});
