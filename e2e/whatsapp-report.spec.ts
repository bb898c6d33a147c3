import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { chunkColumnsOf, type CampaignReport, type RecipientRow } from '../src/api/contracts/campaigns';
import en from '../public/assets/i18n/en.json' with { type: 'json' };
import { portalSession } from './support/api-session';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { reasonSentence, settledFunnel } from './support/campaign-journey';
import { screenshotBoth, signIn } from './support/console';
import { exportToDownloadCenter } from './support/download-center';

const BASE = '/api/campaign/whatsapp';
const RECIPIENTS = 30;
const stamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

type Call = (method: 'GET' | 'POST', path: string, data?: unknown) => Promise<{ status: number; json: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The designer's API session (account 1001, no maker-checker), to set the campaign up faster than through the send form. */
async function campaignApi(request: APIRequestContext): Promise<Call> {
  const session = await portalSession(request, 'designer');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${session.token}`, session: session.session, 'X-XSRF-TOKEN': xsrf };
  return async (method, path, data) => {
    const response = await request.fetch(`${BASE}${path}`, { method, headers, data });
    return { status: response.status(), json: await response.json() };
  };
}

/** A small campaign of the welcome_offer template, submitted to send now; answers its id. */
async function runSmallCampaign(call: Call, name: string): Promise<string> {
  const templates = (await call('GET', '/templates/approved')).json.templates as { name: string; sno: number }[];
  const senders = (await call('GET', '/senders')).json.senders as { id: string }[];
  const created = await call('POST', '/campaigns', {
    name,
    senderId: senders[0]?.id,
    templateSno: templates.find((template) => template.name === 'welcome_offer')?.sno,
    variableMapping: { first_name: { kind: 'column', column: 'name' }, discount: { kind: 'text', text: '20%' } },
    audience: { kind: 'UPLOAD_FILE' },
  });
  expect(created.status).toBe(200);
  const id = created.json.id as string;
  const rows = Array.from({ length: RECIPIENTS }, (_, index) => ({ phone: `+9198${String(70_000_000 + index).padStart(8, '0')}`, variables: { name: index % 3 ? `Guest ${index}` : `Asha, "${index}"` } }));
  const importId = crypto.randomUUID();
  expect((await call('POST', `/campaigns/${id}/audience/chunks`, { importId, chunkIndex: 0, ...chunkColumnsOf(rows) })).status).toBe(200);
  expect((await call('POST', `/campaigns/${id}/audience/complete`, { importId, chunkCount: 1 })).status).toBe(200);
  expect((await call('POST', `/campaigns/${id}/submit`, { schedule: null })).status).toBe(200);
  return id;
}

/** The report once it stops moving: nothing left to send, or the same numbers twice in a row (no provider wired). */
async function settledReport(call: Call, id: string): Promise<CampaignReport> {
  let report: CampaignReport | undefined;
  await settledFunnel(async () => {
    report = (await call('GET', `/campaigns/${id}/report`)).json as CampaignReport;
    return { funnel: report.funnel as unknown as Record<string, number>, done: true };
  }, 150_000);
  return report!;
}

async function allRows(call: Call, id: string): Promise<RecipientRow[]> {
  const rows: RecipientRow[] = [];
  for (let after: number | null = 0; after !== null; ) {
    const page: { rows: RecipientRow[]; next: number | null } = (await call('GET', `/campaigns/${id}/recipients?after=${after}&limit=200`)).json;
    rows.push(...page.rows);
    after = page.next;
  }
  return rows;
}

const statusTime = (row: RecipientRow) => ({ SENT: row.sentAt, DELIVERED: row.deliveredAt, READ: row.readAt, FAILED: row.failedAt, SKIPPED: row.skippedAt })[row.status as string] ?? null;

test('the report shows a campaign as the API counts it, and exports its rows as CSV and Excel through the Download Center', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await campaignApi(request);
  const name = `Report e2e ${stamp()}`;
  const id = await runSmallCampaign(call, name);
  const report = await settledReport(call, id);
  expect(report.funnel.total).toBe(RECIPIENTS);

  await signIn(page, 'designer');
  // Spec §6: a non-admin opens Reports on the reports application, not by its address; a campaign's own
  // report, which that application has no page for, stays in the console.
  await page.goto('/#/whatsapp-campaign/report');
  await expect(page.getByRole('button', { name: 'Open in the reports application' })).toBeVisible();
  await expect(page.getByTestId('report-campaigns')).toHaveCount(0);
  await page.goto(`/#/whatsapp-campaign/report/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The funnel's numbers, as text beside the chart, are the API's.
  const funnel = page.getByTestId('funnel-table');
  for (const step of ['total', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const) {
    await expect(funnel.locator(`[data-step="${step}"] td`).last()).toHaveText(String(report.funnel[step]));
  }
  await expect(page.getByTestId('funnel-chart').locator('svg').first()).toBeVisible();

  const rows = await allRows(call, id);
  const table = page.getByTestId('recipient-rows');
  await expect(table.locator('tbody tr')).toHaveCount(25);
  const shown = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-phone')));
  expect(shown).toEqual(rows.slice(0, 25).map((row) => row.phone));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(RECIPIENTS - 25);
  await expect(page.getByText(`Rows 26–${RECIPIENTS} of ${RECIPIENTS}`)).toBeVisible();

  // None ticked: the dialog says so and stays open.
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Columns' });
  for (const label of ['Phone', 'Status', 'Status time', 'Error code', 'Reason', 'Variables', 'Message id']) await dialog.getByLabel(label, { exact: true }).uncheck();
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText('Select at least one column').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Each export is a Download Center job, listed under the report's page with the ticked columns.
  const csv = await exportToDownloadCenter(page, { subject: name, fileType: 'CSV' });
  expect(csv.fileName).toMatch(/^report-e2e-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([csv.pageName, csv.columns]).toEqual(['WhatsApp campaign report', 'Phone, Status, Status time, Error code, Reason, Variables, Message id']);
  const parsed = Papa.parse<string[]>((await readFile(csv.path, 'utf8')).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(parsed[0]).toEqual(['Phone', 'Status', 'Status time', 'Error code', 'Reason', '{{first_name}}', '{{discount}}', 'Message id']);
  const statusWord = (status: string) => en.waReport.status[status as keyof typeof en.waReport.status];
  const expected = rows.map((row) => [row.phone, statusWord(row.status), statusTime(row) ?? '', row.errorCode ?? '', reasonSentence(row), row.variables.first_name ?? '', row.variables.discount ?? '', row.providerMessageId ?? '']);
  expect(parsed.slice(1)).toEqual(expected);

  const xlsx = await exportToDownloadCenter(page, { subject: name, fileType: 'Excel', untick: ['Status time', 'Message id'] });
  expect(xlsx.fileName).toMatch(/\.xlsx$/);
  expect([xlsx.pageName, xlsx.columns]).toEqual(['WhatsApp campaign report', 'Phone, Status, Error code, Reason, Variables']);
  const sheet = await readSheet(await readFile(xlsx.path), { trim: false });
  expect(sheet[0]).toEqual(['Phone', 'Status', 'Error code', 'Reason', '{{first_name}}', '{{discount}}']);
  expect(sheet.slice(1)).toEqual(rows.map((row) => [row.phone, statusWord(row.status), row.errorCode, reasonSentence(row) || null, row.variables.first_name ?? null, row.variables.discount ?? null]));
});

for (const language of ['en', 'ar'] as const) {
  test(`the report pages have no serious axe violations (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const call = await campaignApi(request);
    const name = `Axe ${language} ${stamp()}`;
    const id = await runSmallCampaign(call, name);
    await signIn(page, 'designer');
    await useLanguage(page, language);
    // The list is the administrator's (spec §6); a designer opens a campaign's report.
    await page.goto(`/#/whatsapp-campaign/report/${id}`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('recipient-rows')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expectNoSeriousAxeViolations(page, `campaign report (${language})`);
    await screenshotBoth(page, `whatsapp-report-campaign${language === 'ar' ? '-arabic' : ''}`);
  });
}
