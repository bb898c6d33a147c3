import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { chunkColumnsOf } from '../src/api/contracts/campaigns';
import { portalSession } from './support/api-session';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { screenshotBoth, signIn } from './support/console';

const BASE = '/api/campaign/whatsapp';
const RECIPIENTS = 10_000;
const CHUNK = 1000;
const stamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

type Call = (method: 'GET' | 'POST', path: string, data?: unknown) => Promise<{ status: number; json: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The designer's API session (account 1001), to set the campaign up faster than through the send form. */
async function designerApi(request: APIRequestContext): Promise<Call> {
  const session = await portalSession(request, 'designer');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${session.token}`, session: session.session, 'X-XSRF-TOKEN': xsrf };
  return async (method, path, data) => {
    const response = await request.fetch(path, { method, headers, data });
    return { status: response.status(), json: await response.json() };
  };
}

/** A campaign of the welcome_offer template with its audience uploaded; answers its id and phones. */
async function campaignWithAudience(call: Call, name: string): Promise<{ id: string; phones: string[] }> {
  const templates = (await call('GET', `${BASE}/templates/approved`)).json.templates as { name: string; sno: number }[];
  const senders = (await call('GET', `${BASE}/senders`)).json.senders as { id: string }[];
  const created = await call('POST', `${BASE}/campaigns`, {
    name,
    senderId: senders[0]?.id,
    templateSno: templates.find((template) => template.name === 'welcome_offer')?.sno,
    variableMapping: { first_name: { kind: 'column', column: 'name' }, discount: { kind: 'text', text: '20%' } },
    audience: { kind: 'UPLOAD_FILE' },
  });
  expect(created.status).toBe(200);
  const id = created.json.id as string;
  const phones = Array.from({ length: RECIPIENTS }, (_, index) => `+9197${String(60_000_000 + index).padStart(8, '0')}`);
  const importId = crypto.randomUUID();
  for (let at = 0, chunkIndex = 0; at < RECIPIENTS; at += CHUNK, chunkIndex += 1) {
    const rows = phones.slice(at, at + CHUNK).map((phone, index) => ({ phone, variables: { name: `Guest ${at + index}` } }));
    expect((await call('POST', `${BASE}/campaigns/${id}/audience/chunks`, { importId, chunkIndex, ...chunkColumnsOf(rows) })).status).toBe(200);
  }
  expect((await call('POST', `${BASE}/campaigns/${id}/audience/complete`, { importId, chunkCount: Math.ceil(RECIPIENTS / CHUNK) })).status).toBe(200);
  return { id, phones };
}

test('a campaign report exported as Excel through the Download Columns dialog is prepared, then ready and downloadable in the Download Center', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await designerApi(request);
  const name = `Center e2e ${stamp()}`;
  const campaign = await campaignWithAudience(call, name);

  await signIn(page, 'designer');
  // The centre's code is loaded once up front, so coming back to it after the export is immediate.
  await page.goto('/#/download-center');
  await expect(page.getByRole('heading', { name: 'Download Center', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.goto(`/#/whatsapp-campaign/report/${campaign.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled({ timeout: 60_000 });

  // None ticked: the dialog says so and stays open.
  await page.getByRole('button', { name: 'Export' }).click();
  const columns = page.getByRole('dialog', { name: 'Download Columns' });
  for (const label of ['Phone', 'Status', 'Status time', 'Error code', 'Reason', 'Variables', 'Message id']) await columns.getByLabel(label, { exact: true }).uncheck();
  await columns.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText('Select at least one column').first()).toBeVisible();
  await expect(columns).toBeVisible();

  // Two columns and the variables, as Excel, in the same dialog.
  for (const label of ['Phone', 'Status', 'Variables']) await columns.getByLabel(label, { exact: true }).check();
  await columns.getByRole('radio', { name: 'Excel' }).check();
  await columns.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText(/\.xlsx is being prepared: find it in the Download Center/).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Download Center' }).click();
  const jobs = page.getByTestId('download-jobs');
  const row = jobs.locator('tbody tr').filter({ hasText: `${name.toLowerCase().replace(/ /g, '-')}-` }).filter({ hasText: '.xlsx' });
  await expect(row).toBeVisible({ timeout: 60_000 });
  // The 'Select at least one column' toast stays until closed, and axe reads a toast fading out as low
  // contrast: close it, then check the page itself.
  for (const close of await page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Close' }).all()) await close.click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousAxeViolations(page, 'download center (en)');

  // It refreshes by itself until the file is ready.
  await expect(row).toHaveAttribute('data-state', 'DONE', { timeout: 180_000 });
  await expect(row).toContainText('Ready');
  await expect(row).toContainText('Phone, Status, Variables');
  await expect(row).toContainText('WhatsApp campaign report');
  await expect(row).toContainText('designer');
  const fileName = (await row.locator('td').first().textContent()) ?? '';
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${fileName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const sheet = await readSheet(await readFile(await download.path()));
  expect(sheet[0]).toEqual(['Phone', 'Status', '{{first_name}}', '{{discount}}']);
  expect(sheet.slice(1).map((cells) => cells[0])).toEqual(campaign.phones);
  // The status in the report's words, not its code.
  expect(new Set(sheet.slice(1).map((cells) => cells[1]))).toEqual(new Set(['Pending']));
  expect(sheet[1]).toEqual([campaign.phones[0], 'Pending', 'Guest 0', '20%']);
  await screenshotBoth(page, 'download-center');

  await useLanguage(page, 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('download-jobs')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousAxeViolations(page, 'download center (ar)');
  await screenshotBoth(page, 'download-center-arabic');
});
