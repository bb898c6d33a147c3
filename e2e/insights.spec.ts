import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { InsightsResponse } from '../src/api/contracts/insights';
import { portalSession } from './support/api-session';
import { expectNoSeriousAxeViolations } from './support/axe';
import { campaignApi, draftCampaign, uaePhones } from './support/campaign-api';
import { ranToTheEnd } from './support/campaign-journey';
import { screenshotBoth, signIn } from './support/console';

const ACME = 1001;
const RECIPIENTS = 12;

/** The figures the administrator's API answers for one campaign over the last 30 days, in the browser's zone. */
async function apiFigures(request: APIRequestContext, campaignId: string): Promise<InsightsResponse> {
  const session = await portalSession(request, 'admin');
  const to = new Date(Date.now() + 86_400_000).toISOString();
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const response = await request.get(`/api/insights?${new URLSearchParams({ from, to, esme: String(ACME), campaignId })}`, { headers: { authorization: `Bearer ${session.token}`, session: session.session } });
  expect(response.status()).toBe(200);
  return (await response.json()) as InsightsResponse;
}

/** The funnel figures and the funnel table on the page equal the API's. */
async function expectFunnel(page: Page, totals: InsightsResponse['totals']) {
  for (const key of ['sent', 'delivered', 'read', 'failed'] as const) await expect(page.getByTestId(`figure-${key}`)).toHaveText(totals[key].toLocaleString('en'));
  await expect(page.getByTestId('chart-series').locator('svg.recharts-surface').last()).toBeVisible();
  const funnel = page.getByRole('region', { name: 'Funnel' });
  await funnel.getByRole('button', { name: 'Table' }).click();
  await expect(funnel.getByRole('row', { name: /^Sent/ })).toContainText(totals.sent.toLocaleString('en'));
  await expect(funnel.getByRole('row', { name: /^Delivered/ })).toContainText(totals.delivered.toLocaleString('en'));
}

test('an administrator sees a sandbox campaign on /insights; a non-admin sees the same in the reports tab until logout ends it', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const name = `Insights journey ${Date.now() % 1_000_000}`;
  const api = await campaignApi(request, 'designer');
  const id = await draftCampaign(api, name, uaePhones(RECIPIENTS, 40_000 + (Date.now() % 50_000)));
  expect((await api.call('POST', `campaigns/${id}/submit`, { schedule: null })).status).toBe(200);
  const funnel = await ranToTheEnd(api, id, 200_000);
  const { totals } = await apiFigures(request, id);
  // The event counters agree with the campaign's own report; sent also counts messages that failed after sending.
  expect([totals.delivered, totals.read, totals.failed]).toEqual([funnel.delivered, funnel.read, funnel.failed]);
  expect(totals.sent).toBeGreaterThanOrEqual(funnel.sent ?? 0);

  // The administrator, in the console: any account, then the campaign.
  await signIn(page, 'admin');
  await page.goto('/#/insights');
  await page.getByLabel('Account', { exact: true }).selectOption(String(ACME));
  await page.getByLabel('Campaign', { exact: true }).selectOption({ label: name });
  await expectFunnel(page, totals);
  await expectNoSeriousAxeViolations(page, '/insights');

  // A non-admin: the menu's Reports Insights opens the reports application in a new tab with a token.
  const console = await (await browser.newContext()).newPage();
  await signIn(console, 'designer');
  const [reports] = await Promise.all([console.waitForEvent('popup'), console.getByTestId('menu-/insights').click()]);
  await expect(reports).toHaveURL(/\/api\/reports\/campaigns\/waba-report-insight\?accesstoken=/);
  await expect(reports.getByTestId('reports-banner')).toContainText('designer');
  await expect(reports.getByLabel('Account', { exact: true })).toHaveCount(0);
  await reports.getByLabel('Campaign', { exact: true }).selectOption({ label: name });
  await expectFunnel(reports, totals);
  await expectNoSeriousAxeViolations(reports, 'the reports application');
  await screenshotBoth(reports, 'insights-reports-app');

  // The same page in Arabic (the console's language is shared by the tab), charts drawn right to left.
  await reports.evaluate(() => localStorage.setItem('console.language', 'ar'));
  await reports.reload();
  await reports.getByLabel('الحملة', { exact: true }).selectOption({ label: name });
  await expect(reports.getByTestId('figure-sent')).toHaveText(totals.sent.toLocaleString('ar'));
  await expect(reports.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousAxeViolations(reports, 'the reports application in Arabic');
  await screenshotBoth(reports, 'insights-ar');

  // Logout in the console revokes the token (reportsLogout): the tab shows only the expired page.
  await console.getByRole('button', { name: /account menu/i }).click();
  await console.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(console).toHaveURL(/#\/login$/);
  await reports.reload();
  await expect(reports.getByRole('heading', { name: 'This reports link has expired' })).toBeVisible();
  await expect(reports.getByText(name)).toHaveCount(0);
  await screenshotBoth(reports, 'insights-expired');
  await console.context().close();
});
