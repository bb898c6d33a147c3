import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { whatsappReasonLine } from '../../src/api/rules/whatsapp-reasons';
import en from '../../public/assets/i18n/en.json' with { type: 'json' };
import type { CampaignApi } from './campaign-api';
import { signIn } from './console';
import { exportToDownloadCenter } from './download-center';

interface Row {
  phone: string;
  status: string;
  errorCode: string | null;
  errorText: string | null;
  skipReason: string | null;
  providerMessageId: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedAt: string | null;
  skippedAt: string | null;
  variables: Record<string, string>;
}

/** The checker approves `name` on the checker-list page, in a browser of their own, after `inspect` has looked at its Details. */
export async function approveOnCheckerList(browser: Browser, name: string, inspect: (detail: Locator) => Promise<void> = async () => {}) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'loungeChecker');
  await page.goto('/#/whatsapp-campaign/checker-list');
  await page.getByRole('button', { name: `Details of ${name}` }).click();
  const detail = page.getByRole('dialog', { name });
  await inspect(detail);
  await detail.getByRole('button', { name: 'Approve' }).click();
  await expect(detail).toBeHidden();
  await page.context().close();
}

/**
 * The e2e server's sandbox runs brisk (playwright.config.ts): it reads a delivered message up to 3 s
 * and answers up to 6 s later (briskSandboxTiming), so a funnel is settled once nothing is pending or
 * sending and it has not changed for longer than that.
 */
const QUIET_MS = 8_000;

/** Polls `read` until its funnel is settled; answers it. */
export async function settledFunnel(read: () => Promise<{ funnel: Record<string, number>; done: boolean }>, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  let previous = '';
  let since = Date.now();
  while (Date.now() < until) {
    const { funnel, done } = await read();
    const now = JSON.stringify(funnel);
    if (now !== previous) {
      previous = now;
      since = Date.now();
    } else if (done && funnel.pending === 0 && funnel.sending === 0 && Date.now() - since >= QUIET_MS) return funnel;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the funnel did not settle in ${timeoutMs} ms: ${previous}`);
}

/** Waits for the scheduled campaign to start, send everything and for its statuses to stop moving. */
export function ranToTheEnd(api: CampaignApi, id: string, timeoutMs: number) {
  return settledFunnel(async () => {
    const campaign = (await api.call('GET', `campaigns/${id}`)).json as { state: string };
    const report = (await api.call('GET', `campaigns/${id}/report`)).json as { funnel: Record<string, number> };
    return { funnel: report.funnel, done: campaign.state === 'COMPLETED' };
  }, timeoutMs);
}

/** The same for an RCS campaign of account `esmeaddr` (api on the `/api/campaign` base); answers its settled RCS funnel. */
export function rcsRanToTheEnd(api: CampaignApi, esmeaddr: number, campaignId: string, timeoutMs: number) {
  return settledFunnel(async () => {
    const { campaign } = (await api.call('POST', 'rcs/report/campaignReport', { esmeaddr, campaignId })).json as { campaign: { state: string; funnel: Record<string, number> } };
    return { funnel: campaign.funnel, done: campaign.state === 'COMPLETED' };
  }, timeoutMs);
}

async function allRows(api: CampaignApi, id: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let after: number | null = 0; after !== null; ) {
    const page = (await api.call('GET', `campaigns/${id}/recipients?after=${after}&limit=200`)).json as unknown as { rows: Row[]; next: number | null };
    rows.push(...page.rows);
    after = page.next;
  }
  return rows;
}

/** What the report shows for a row's code, as the export writes it. */
export function reasonSentence(row: Pick<Row, 'errorCode' | 'errorText' | 'skipReason'>): string {
  const code = row.errorCode ?? row.skipReason;
  return code ? whatsappReasonLine(code, row.errorText ?? row.skipReason, en.waReasons) : '';
}

const statusTime = (row: Row) => ({ SENT: row.sentAt, DELIVERED: row.deliveredAt, READ: row.readAt, FAILED: row.failedAt, SKIPPED: row.skippedAt })[row.status] ?? null;

/**
 * The report page, opened from the campaign's row on the Maker list, shows the campaign's `total` recipients with the API's funnel, every failed one has
 * a reason, and the CSV export through the Download Columns dialog and the Download Center holds exactly the API's rows.
 * `someFail`: the audience holds a number the sandbox always fails, so the reasons are checked on at least one row;
 * without it, no failed row is a real outcome (a small audience) and the reasons are checked on those there are.
 */
export async function expectReportAndExport(page: Page, api: CampaignApi, id: string, name: string, total: number, { someFail = false } = {}) {
  const rows = await allRows(api, id);
  expect(rows).toHaveLength(total);
  const funnel = (await api.call('GET', `campaigns/${id}/report`)).json.funnel as Record<string, number>;
  // As many failed rows as the funnel counts, each with its reason.
  const failed = rows.filter((row) => row.status === 'FAILED');
  expect(failed).toHaveLength(funnel.failed ?? -1);
  if (someFail) expect(failed.length, 'failed rows: the audience has a number the sandbox always fails').toBeGreaterThan(0);
  for (const row of failed) expect(row.errorCode && row.errorText, `reason of ${row.phone}`).toBeTruthy();

  // The maker reaches the report from the campaign's row on its own list, as a person does.
  await page.goto('/#/whatsapp-campaign/maker-list');
  await page.getByLabel('Search campaigns by name').fill(name);
  await page.getByRole('link', { name: `Open the report of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/whatsapp-campaign/report/${id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const table = page.getByTestId('funnel-table');
  for (const step of ['total', 'sent', 'delivered', 'read', 'failed', 'skipped']) {
    await expect(table.locator(`[data-step="${step}"] td`).last()).toHaveText(funnel[step]!.toLocaleString('en'));
  }
  expect(funnel.total).toBe(total);

  const csv = await readFile((await exportToDownloadCenter(page, { subject: name, fileType: 'CSV' })).path, 'utf8');
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  const variables = parsed[0]!.slice(5, -1).map((header) => header.replace(/^\{\{|\}\}$/g, ''));
  const expected = rows.map((row) => [
    row.phone,
    // The export writes what the report shows: the status's word, not its code.
    en.waReport.status[row.status as keyof typeof en.waReport.status],
    statusTime(row) ?? '',
    row.errorCode ?? '',
    reasonSentence(row),
    ...variables.map((variable) => row.variables[variable] ?? ''),
    row.providerMessageId ?? '',
  ]);
  expect(parsed.slice(1)).toEqual(expected);
}
