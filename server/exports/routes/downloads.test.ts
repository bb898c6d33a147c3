import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/en.json';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { eventually } from '../../testing/eventually';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { CAMPAIGNS, draftFor, phones, uploadAudience } from '../../testing/routes/campaign';

const DOWNLOADS = '/api/reports/downloads';
const ACME = demoLogins.designer.esme;
const ROWS = 1203;

describe.each(testDatabases)('Download Center on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let userAdmin: ApiClient;
  let stranger: ApiClient;
  let campaignId: string;

  async function finished(api: ApiClient, id: string) {
    const job = await eventually('the download', () => api.call('GET', `${DOWNLOADS}/${id}`), (read) => read.json.state !== 'QUEUED' && read.json.state !== 'RUNNING');
    return job.json;
  }

  async function fileOf(api: ApiClient, id: string) {
    const response = await server.app.request(`${DOWNLOADS}/${id}/file`, { headers: { authorization: `Bearer ${api.token}`, session: api.sessionId ?? '' } });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const csvOf = (bytes: Buffer) => Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    userAdmin = await signedIn(server, demoLogins.userAdmin);
    stranger = await signedIn(server, demoLogins.lounge);
    campaignId = (await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Center check' }) })).json.id;
    await uploadAudience(designer, campaignId, phones(ROWS).map((phone) => ({ phone })));
  });
  afterAll(() => server.dispose());

  it("offers each page's columns by log section, and none for an unknown page or section", async () => {
    const columns = async (pagename: string, logsection = 'All') => (await designer.call('POST', '/api/reports/download/column_list', { body: { pagename, logsection } })).json.columns;
    expect(await columns('user-list')).toEqual(['username', 'email', 'account', 'role', 'active', 'created', 'updated'].map((name) => ({ name })));
    expect((await columns('chatbot-chat-report')).map((column: { name: string }) => column.name)).toContain('last_message');
    expect(await columns('whatsapp-template-list', 'Nope')).toEqual([]);
    expect(await columns('no-such-page')).toEqual([]);
  });

  it("writes a campaign's recipients as CSV with the chosen columns, and lists the job with who asked and its expiry", async () => {
    const created = await designer.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-campaign-report', columns: ['status', 'phone'], fileType: 'csv', filter: { campaignId } } });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ state: 'QUEUED', rowsTotal: ROWS, pageName: 'whatsapp-campaign-report', userName: 'designer' });
    const job = await finished(designer, created.json.id);
    expect(job).toMatchObject({ state: 'DONE', rowsDone: ROWS, columns: ['status', 'phone'] });
    expect(Date.parse(job.expiresOn) - Date.parse(job.finishedOn)).toBe(7 * 24 * 60 * 60 * 1000);
    const rows = csvOf((await fileOf(designer, job.id)).bytes);
    expect(rows[0]).toEqual(['Status', 'Phone']);
    expect(rows.slice(1).map((row) => row[1]).sort()).toEqual(phones(ROWS).sort());
    const list = await designer.call('GET', DOWNLOADS);
    expect(list.json.retentionDays).toBe(7);
    expect(list.json.rows[0]).toMatchObject({ id: job.id, state: 'DONE', bytes: job.bytes, fileType: 'csv' });
  });

  it("writes the user list of the user administrator's own account as Excel", async () => {
    const created = await userAdmin.call('POST', DOWNLOADS, { body: { pagename: 'user-list', columns: ['username', 'account'], fileType: 'excel' } });
    const job = await finished(userAdmin, created.json.id);
    expect(job.state).toBe('DONE');
    const sheet = await readSheet((await fileOf(userAdmin, job.id)).bytes);
    expect(sheet[0]).toEqual(['Username', 'Account']);
    const users = (await userAdmin.call('GET', '/api/users')).json.body as { username: string }[];
    expect(sheet.slice(1).map((row) => row[0])).toEqual(users.map((user) => user.username).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(new Set(sheet.slice(1).map((row) => String(row[1])))).toEqual(new Set([String(ACME)]));
  });

  it("writes a WABA's template list", async () => {
    const [waba] = (await designer.call('GET', '/api/campaign/signup/api/v1.0/waba/list', { query: { esmeaddr: String(ACME) } })).json.wabas ?? [];
    const created = await designer.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-template-list', columns: ['name', 'status'], fileType: 'csv', filter: { wabaId: waba.id } } });
    const job = await finished(designer, created.json.id);
    const rows = csvOf((await fileOf(designer, job.id)).bytes);
    expect(rows[0]).toEqual(['Template name', 'Status']);
    expect(rows.map((row) => row[0])).toContain('welcome_offer');
    expect(rows.length - 1).toBe(job.rowsDone);
  });

  it("writes the template list as Excel in the list's words, with the creation time a date cell", async () => {
    const [waba] = (await designer.call('GET', '/api/campaign/signup/api/v1.0/waba/list', { query: { esmeaddr: String(ACME) } })).json.wabas ?? [];
    const created = await designer.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-template-list', columns: ['name', 'category', 'status', 'quality', 'created'], fileType: 'excel', filter: { wabaId: waba.id } } });
    const job = await finished(designer, created.json.id);
    const sheet = await readSheet((await fileOf(designer, job.id)).bytes);
    expect(sheet[0]).toEqual(['Template name', 'Category', 'Status', 'Quality', 'Created (Asia/Kolkata)']);
    const rows = sheet.slice(1);
    expect(rows.length).toBe(job.rowsDone);
    // The words of `waTemplates` in en.json, never Meta's codes (MARKETING, APPROVED, GREEN).
    const words = (column: number) => new Set(rows.map((row) => row[column]));
    expect([...words(1)].every((word) => Object.values(en.waTemplates.categories).includes(String(word)))).toBe(true);
    expect([...words(2)].every((word) => Object.values(en.waTemplates.statuses).includes(String(word)))).toBe(true);
    expect([...words(3)].every((word) => Object.values(en.waTemplates.quality).includes(String(word)))).toBe(true);
    expect(rows.find((row) => row[0] === 'welcome_offer')?.slice(1, 3)).toEqual(['Marketing', 'Approved']);
    expect(rows.every((row) => row[4] instanceof Date)).toBe(true);
  });

  it('answers 400 naming the field for a bad page, column, filter or empty choice', async () => {
    const start = (body: Record<string, unknown>) => designer.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-campaign-report', columns: ['phone'], fileType: 'csv', filter: { campaignId }, ...body } });
    expect((await start({ pagename: 'no-such-page' })).json.fields).toHaveProperty('pagename');
    expect((await start({ columns: ['phone', 'password'] })).json.fields).toHaveProperty('columns');
    expect((await start({ columns: [] })).json.fields).toEqual({ columns: 'Select at least one column' });
    expect((await start({ fileType: 'pdf' })).json.fields).toHaveProperty('fileType');
    const badFilter = await start({ filter: { campaignId: 'not-an-id' } });
    expect(badFilter.status).toBe(400);
    expect(badFilter.json.fields).toHaveProperty(['filter.campaignId']);
    expect((await designer.call('GET', `${DOWNLOADS}/not-an-id`)).status).toBe(400);
  });

  it("refuses another account's job, file and deletion with 404, and keeps it off the stranger's list", async () => {
    const created = await designer.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-campaign-report', columns: ['phone'], fileType: 'csv', filter: { campaignId } } });
    await finished(designer, created.json.id);
    expect((await stranger.call('GET', `${DOWNLOADS}/${created.json.id}`)).status).toBe(404);
    expect((await fileOf(stranger, created.json.id)).status).toBe(404);
    expect((await stranger.call('DELETE', `${DOWNLOADS}/${created.json.id}`)).status).toBe(404);
    expect(JSON.stringify((await stranger.call('GET', DOWNLOADS)).json)).not.toContain(created.json.id);
    // Another account's campaign is no campaign of the stranger's; the user list is for user administrators.
    expect((await stranger.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-campaign-report', columns: ['phone'], fileType: 'csv', filter: { campaignId } } })).status).toBe(404);
    expect((await designer.call('POST', DOWNLOADS, { body: { pagename: 'user-list', columns: ['username'], fileType: 'csv' } })).status).toBe(403);
    expect((await designer.call('GET', `${DOWNLOADS}/${created.json.id}`)).json.state).toBe('DONE');
  });

  it('deletes a job with its file', async () => {
    const created = await designer.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-campaign-report', columns: ['phone'], fileType: 'csv', filter: { campaignId } } });
    await finished(designer, created.json.id);
    expect((await designer.call('DELETE', `${DOWNLOADS}/${created.json.id}`)).json).toEqual({ deleted: true });
    expect((await designer.call('GET', `${DOWNLOADS}/${created.json.id}`)).status).toBe(404);
    expect(await server.db.query('select 1 from export_job_parts where job_id = $1', [created.json.id])).toEqual([]);
  });

  it('expires a ready file after the configured days: EXPIRED, bytes gone, 410 on download', async () => {
    const created = await designer.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-campaign-report', columns: ['phone'], fileType: 'csv', filter: { campaignId } } });
    await finished(designer, created.json.id);
    server.clock.advance(7 * 24 * 60 * 60 - 60);
    // A week outlives any session: sign in again.
    const later = await signedIn(server, demoLogins.designer);
    expect((await later.call('GET', `${DOWNLOADS}/${created.json.id}`)).json.state).toBe('DONE');
    server.clock.advance(120);
    const listed = (await later.call('GET', DOWNLOADS, { query: { pageSize: '100' } })).json.rows.find((row: { id: string }) => row.id === created.json.id);
    expect(listed.state).toBe('EXPIRED');
    expect((await fileOf(later, created.json.id)).status).toBe(410);
    expect(await server.db.query('select 1 from export_job_parts where job_id = $1', [created.json.id])).toEqual([]);
  });
});
