import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { InsightsResponse } from '../src/api/contracts/insights';
import { formatMoney } from '../src/areas/insights/insights-format';
import { createFormatter } from '../src/ui/format/formatter';
import { portalSession } from './support/api-session';
import { expectNoSeriousAxeViolations } from './support/axe';
import { campaignApi, draftCampaign, uaePhones, type CampaignApi } from './support/campaign-api';
import { ranToTheEnd } from './support/campaign-journey';
import { screenshotBoth, signIn } from './support/console';

const ACME = 1001;
const RECIPIENTS = 12;
const SHOP = 'https://shop.example/spring-sale';

/**
 * A MARKETING template whose URL button is our click redirect (`{console}/api/r/{{1}}`), created through
 * the templates API and approved by the sandbox's review; answers its name.
 */
async function trackedTemplate(request: APIRequestContext, api: CampaignApi, baseURL: string, stamp: number): Promise<string> {
  const name = `tracked_sale_${stamp}`;
  const sender = ((await api.call('GET', 'senders')).json.senders as { id: string; wabaId: string }[])[0];
  const templates = await campaignApi(request, 'designer', '/api/campaign/v1.0/templates');
  const components = [
    { type: 'BODY', text: 'Our spring sale is on for you.' },
    { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Shop the sale', url: `${baseURL}/api/r/{{1}}`, example: [`${baseURL}/api/r/sample`] }] },
  ];
  const created = await templates.call('POST', 'create', { esmeaddr: ACME, wabaId: sender?.wabaId, template: { name, language: 'en_US', category: 'MARKETING', parameter_format: 'POSITIONAL', components } });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  await expect
    .poll(async () => ((await api.call('GET', `templates/approved?senderId=${sender?.id}`)).json.templates as { name: string }[]).some((row) => row.name === name), { timeout: 30_000 })
    .toBe(true);
  return name;
}

/** The customers of the first `count` phones tap the campaign message's button; answers the clicks made. */
async function customersClick(request: APIRequestContext, api: CampaignApi, phones: readonly string[]): Promise<number> {
  const sender = ((await api.call('GET', 'senders')).json.senders as { id: string }[])[0];
  let clicks = 0;
  for (const phone of phones) {
    const received = (await api.call('GET', `sandbox/phone?${new URLSearchParams({ senderId: sender?.id ?? '', phone })}`)).json.messages as { links: string[] }[];
    const link = received.at(-1)?.links[0];
    if (!link) continue;
    const followed = await request.get(link, { maxRedirects: 0 });
    expect([followed.status(), followed.headers().location]).toEqual([302, SHOP]);
    clicks += 1;
  }
  return clicks;
}

/** The figures the administrator's API answers for one campaign over the last 30 days, in the browser's zone. */
async function apiFigures(request: APIRequestContext, campaignId: string): Promise<InsightsResponse> {
  const session = await portalSession(request, 'admin');
  const to = new Date(Date.now() + 86_400_000).toISOString();
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const response = await request.get(`/api/insights?${new URLSearchParams({ from, to, esme: String(ACME), campaignId })}`, { headers: { authorization: `Bearer ${session.token}`, session: session.session } });
  expect(response.status()).toBe(200);
  return (await response.json()) as InsightsResponse;
}

// Money reads the same in every zone.
const english = createFormatter({ language: 'en', timeZone: 'UTC', browserTimeZone: 'UTC' });

/** The cost and click panels on the page say what the API answers. */
async function expectCostAndClicks(page: Page, figures: InsightsResponse) {
  const { costs } = figures;
  await expect(page.getByTestId('summary-cost-categories')).toContainText(`cost ${formatMoney(costs.amount, costs.currency, english)}`);
  await expect(page.getByTestId('summary-cost-countries')).toContainText('United Arab Emirates');
  const clicks = page.getByRole('region', { name: 'URL button clicks and cost per click' });
  await clicks.getByRole('button', { name: 'Table' }).click();
  const row = figures.engagement.campaigns[0];
  await expect(clicks.getByRole('row', { name: new RegExp(`^${row?.label}`) })).toContainText(`${row?.clicks}`);
  await expect(clicks.getByRole('row', { name: new RegExp(`^${row?.label}`) })).toContainText(formatMoney(row?.costPerClick ?? null, costs.currency, english));
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

test('an administrator sees a sandbox campaign on /insights; a non-admin sees the same in the reports tab until logout ends it', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = Date.now() % 1_000_000;
  const name = `Insights journey ${stamp}`;
  const api = await campaignApi(request, 'designer');
  const template = await trackedTemplate(request, api, baseURL ?? '', stamp);
  const phones = uaePhones(RECIPIENTS, 40_000 + (Date.now() % 50_000));
  const id = await draftCampaign(api, name, phones, undefined, { template, variableMapping: { 'button.0': { kind: 'text', text: SHOP } } });
  expect((await api.call('POST', `campaigns/${id}/submit`, { schedule: null })).status).toBe(200);
  const funnel = await ranToTheEnd(api, id, 200_000);
  const clicked = await customersClick(request, api, phones.slice(0, 3));
  expect(clicked).toBeGreaterThan(0);
  const figures = await apiFigures(request, id);
  const { totals } = figures;
  // Each tap of a message's button is one click of this campaign, priced against what it cost.
  expect(figures.engagement.campaigns[0]).toMatchObject({ key: id, clicks: clicked });
  expect(figures.costs.categories.map((row) => row.category)).toEqual(figures.costs.messages ? ['marketing'] : []);
  // The event counters agree with the campaign's own report; sent also counts messages that failed after sending.
  expect([totals.delivered, totals.read, totals.failed]).toEqual([funnel.delivered, funnel.read, funnel.failed]);
  expect(totals.sent).toBeGreaterThanOrEqual(funnel.sent ?? 0);

  // The administrator, in the console: any account, then the campaign.
  await signIn(page, 'admin');
  await page.goto('/#/insights');
  await page.getByLabel('Account', { exact: true }).selectOption(String(ACME));
  await page.getByLabel('Campaign', { exact: true }).selectOption({ label: name });
  await expectFunnel(page, totals);
  await expectCostAndClicks(page, figures);
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
