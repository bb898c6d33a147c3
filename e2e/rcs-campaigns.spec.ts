import { expect, test, type Page } from '@playwright/test';
import { defaultRcsSandboxRules, isRcsCapable } from '../server/messaging/sandbox/rcs/rcs-sandbox-rules';
import { createFormatter } from '../src/ui/format/formatter';
import { expectNoSeriousAxeViolations } from './support/axe';
import { campaignApi, type CampaignApi } from './support/campaign-api';
import { rcsRanToTheEnd } from './support/campaign-journey';
import { screenshotBoth, signIn } from './support/console';
import { expectFitsAPhone } from './support/phone';

/**
 * Issue #13's campaign journey against the real server and the sandbox RBM agent (brisk): a 500-row
 * file less an exclusion group of 20 is scheduled a minute ahead; while it waits, a second campaign
 * without a file is saved, found, edited and deleted; then the first runs and its report is read
 * against the API. One test, so one sign-in, and the minute of waiting does the second journey.
 */
const BASE = '/#/campaign-management';
const ACME = 1001;
const ROWS = 500;
const EXCLUDED = 20;

/** 495 numbers in a row and 5 ending in 999, which the sandbox never finds RCS-capable. */
function audience(): string[] {
  const plain = Array.from({ length: ROWS - 5 }, (_, i) => `+9197${String(40_000_000 + i).padStart(8, '0')}`);
  const never = Array.from({ length: 5 }, (_, i) => `+91975${i}00${i}999`);
  return [...plain, ...never];
}

// The console's formatter in English: the review names a schedule in its own zone, whatever the reader's.
const english = createFormatter({ language: 'en', timeZone: 'UTC', browserTimeZone: 'UTC' });

/** A wall-clock time in Dubai a minute or two ahead (the next whole minute past one minute from now). */
function oneMinuteAhead() {
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { at, date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

async function details(page: Page, name: string, template: string) {
  await page.getByLabel('Campaign name').fill(name);
  await page.getByLabel('Sender id').selectOption('acme_retail_agent');
  await page.getByLabel('Template', { exact: true }).selectOption({ label: template });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Audience', level: 2 })).toBeVisible();
}

/** The Thank-you modal of spec §2; Close goes to brodcast-rcs with the session's query. */
async function thankYou(page: Page, screenshot?: string) {
  const modal = page.getByRole('dialog', { name: 'Thank you' });
  await expect(modal).toContainText('Your request is executed');
  if (screenshot) {
    await expectNoSeriousAxeViolations(page, 'Thank-you modal');
    await screenshotBoth(page, screenshot);
  }
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`brodcast-rcs\\?sessionId=[^&]+&esmeaddr=${ACME}&loggedInEsme=${ACME}$`));
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Target Active Users', level: 1 })).toBeVisible();
}

/** The campaign of `kind` named `name`, through the list call the pages make. */
async function findByName(api: CampaignApi, kind: 'saveCampaignList' | 'scheduleCampaignList', name: string) {
  const list = (await api.call('POST', `rcs/${kind}`, { esmeaddr: ACME, search: name })).json as { rows: { id: string; campaignName: string }[] };
  return list.rows.find((row) => row.campaignName === name);
}

test('a 500-row file less an exclusion group of 20 runs a minute later through the sandbox agent to a report of 480 with SMS fallback; a campaign without a file is saved, edited and deleted', async ({ page, request }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const name = `Spring RCS ${stamp}`;
  const phones = audience();
  const excluded = phones.slice(0, EXCLUDED);
  const api = await campaignApi(request, 'designer', '/api/campaign');
  await signIn(page, 'designer');

  await page.goto(`${BASE}/campaigns-creation`);
  await expect(page.getByRole('heading', { name: 'Create RCS campaign', level: 1 })).toBeVisible();
  await screenshotBoth(page, 'rcs-campaigns-creation');
  await details(page, name, 'weekend_offer · Rich card');
  await expect(page.getByRole('figure', { name: 'Phone preview of the RCS message' })).toContainText('Weekend offer');

  const csv = ['phone,var_1', ...phones.map((phone, i) => `${phone},Guest ${i}`)].join('\n');
  await page.getByLabel('Choose files').setInputFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) });
  await expect(page.locator('dl').filter({ hasText: 'Valid' }).first()).toContainText(String(ROWS));
  await expect(page.getByRole('figure', { name: 'Phone preview of the RCS message' })).toContainText('until Sunday, Guest 0.');
  await page.getByLabel('New group name').fill(`Staff ${stamp}`);
  await page.getByLabel('Numbers to exclude').fill(excluded.join('\n'));
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('checkbox', { name: `Staff ${stamp} (${EXCLUDED} numbers)` })).toBeChecked();
  await page.getByLabel('SMS fallback', { exact: true }).selectOption('ACMERT');
  // India's SMS fallback goes with a DLT template registered for the header; its variable is mapped like the RCS template's.
  const dlt = page.getByLabel('DLT template');
  const dltTemplateId = (await dlt.locator('option', { hasText: 'weekend_offer' }).getAttribute('value')) ?? '';
  await dlt.selectOption(dltTemplateId);
  await expect(page.locator('figure').getByText('Twenty percent off everything until Sunday: {{dlt_1}} - ACMERT')).toBeVisible();
  await page.getByLabel('{{dlt_1}}').selectOption('var_1');
  await expectNoSeriousAxeViolations(page, 'campaigns-creation audience step');
  await screenshotBoth(page, 'rcs-campaigns-creation-audience');
  await page.getByRole('button', { name: 'Next' }).click();

  const when = oneMinuteAhead();
  await page.getByRole('radio', { name: 'Schedule for later' }).click();
  await page.getByLabel('Date').fill(when.date);
  await page.getByLabel('Time', { exact: true }).fill(when.time);
  await page.getByLabel('Time zone').selectOption('Asia/Dubai');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(english.dateIn(when.at, 'Asia/Dubai'), { exact: true })).toBeVisible();
  await expect(page.getByText(`File with ${ROWS} valid numbers`)).toBeVisible();
  await expect(page.getByText(`${ROWS - EXCLUDED} (${EXCLUDED} excluded)`)).toBeVisible();
  // The review names the SMS fallback's DLT template by name and id.
  await expect(page.getByText(`weekend_offer (${dltTemplateId})`)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'campaigns-creation review step');
  await screenshotBoth(page, 'rcs-campaigns-creation-review');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await thankYou(page, 'rcs-thank-you');
  await expectNoSeriousAxeViolations(page, 'brodcast-rcs');
  await screenshotBoth(page, 'rcs-brodcast-rcs');

  const scheduled = await findByName(api, 'scheduleCampaignList', name);
  expect(scheduled).toMatchObject({ state: 'SCHEDULED', scheduleLocal: `${when.date}T${when.time}`, timeZone: 'Asia/Dubai', smsSenderId: 'ACMERT', dltTemplateId, funnel: { total: ROWS - EXCLUDED } });

  // While the first waits for its minute: a campaign to the agent's active users, from brodcast-rcs.
  const draft = `Active users ${stamp}`;
  await details(page, draft, 'welcome_text · Text');
  await expect(page.getByRole('radio', { name: 'Active users of the agent' })).toBeChecked();
  await page.getByLabel('{{1}}', { exact: true }).selectOption({ label: 'The same value for everyone' });
  await page.getByLabel('Value', { exact: true }).fill('friend');
  await expect(page.getByRole('figure', { name: 'Phone preview of the RCS message' })).toContainText('Hello friend, thanks for choosing Acme Retail.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await thankYou(page);

  await page.goto(`${BASE}/save-rcs`);
  await page.getByLabel('Search by name').fill(draft);
  await expect(page.getByRole('row').filter({ hasText: draft })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, 'save-rcs');
  await expectFitsAPhone(page, [page.locator('td[data-label="Name"]').filter({ hasText: draft }), page.getByRole('link', { name: `Edit ${draft}` }), page.getByRole('button', { name: `Delete ${draft}` })]);
  await screenshotBoth(page, 'rcs-save-rcs');
  await page.getByRole('link', { name: `Edit ${draft}` }).click();
  await expect(page).toHaveURL(/edit-campaigns\/saved:/);
  await expect(page.getByLabel('Campaign name')).toHaveValue(draft);
  await expectNoSeriousAxeViolations(page, 'edit-campaigns/{data}');
  await screenshotBoth(page, 'rcs-edit-campaigns');
  const renamed = `${draft} v2`;
  await page.getByLabel('Campaign name').fill(renamed);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Value', { exact: true }).fill('dear customer');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await thankYou(page);
  const edited = await findByName(api, 'saveCampaignList', renamed);
  expect(edited).toMatchObject({ state: 'DRAFT', audience: 'ACTIVE_USERS', variableMapping: { '1': { kind: 'text', text: 'dear customer' } } });
  expect(await findByName(api, 'saveCampaignList', draft)).toBeUndefined();

  await page.goto(`${BASE}/save-rcs`);
  await page.getByLabel('Search by name').fill(renamed);
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${renamed} deleted.`)).toBeVisible();
  await expect(page.getByText('No campaigns yet.')).toBeVisible();
  expect((await api.call('POST', 'rcs/getSingleCampaign', { esmeaddr: ACME, campaignId: edited?.id })).status).toBe(404);
  // The toast fades out over the next pages; axe would measure its contrast mid-fade. The first campaign's minute is not up yet.
  await expect(page.getByText(`${renamed} deleted.`)).toBeHidden({ timeout: 15_000 });

  for (const [path, shot] of [['scheduled-rcs', 'rcs-scheduled-rcs'], ['edit-rcs', 'rcs-edit-rcs'], ['edit-campaigns', 'rcs-edit-campaigns-list']] as const) {
    await page.goto(`${BASE}/${path}`);
    await page.getByLabel('Search by name').last().fill(name);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await expectNoSeriousAxeViolations(page, path);
    await screenshotBoth(page, shot);
  }

  // It starts at its minute and runs through the sandbox agent; the settled funnel is the API's.
  const funnel = await rcsRanToTheEnd(api, ACME, scheduled!.id, 240_000);
  const sentTo = phones.filter((phone) => !excluded.includes(phone));
  const bySms = sentTo.filter((phone) => !isRcsCapable(defaultRcsSandboxRules, '1', phone));
  expect(bySms.length).toBeGreaterThanOrEqual(5);
  expect(funnel).toMatchObject({ total: ROWS - EXCLUDED, smsFallback: bySms.length, pending: 0, sending: 0 });
  const recipients = (await api.call('POST', 'rcs/report/recipients', { esmeaddr: ACME, campaignId: scheduled!.id, limit: 200 })).json as { total: number };
  expect(recipients.total).toBe(ROWS - EXCLUDED);

  // Spec §6: a non-admin cannot open Campaign Reports by its address; the console offers the reports
  // application's page of the same campaign, in a new tab.
  await page.goto(`${BASE}/rcs-campaign-reports?campaign=${scheduled!.id}`);
  const [campaignTab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open in the reports application' }).click()]);
  await expect(campaignTab).toHaveURL(new RegExp(`/api/reports/campaigns/rcs-campaign-reports\\?accesstoken=.+&campaign=${scheduled!.id}$`));
  await expect(campaignTab.getByRole('heading', { name, level: 2 })).toBeVisible();
  const tiles = { recipients: funnel.total, sent: funnel.sent, delivered: funnel.delivered, read: funnel.read, failed: funnel.failed, sms_fallback: funnel.smsFallback, expired: funnel.expired };
  for (const [tile, value] of Object.entries(tiles)) await expect(campaignTab.getByTestId(`funnel-${tile}`)).toContainText(String(value));
  await expect(campaignTab.getByRole('heading', { name: `Recipients (${ROWS - EXCLUDED})` })).toBeVisible();
  await campaignTab.close();

  await page.goto(`${BASE}/rcs-reports`);
  await expect(page.getByRole('heading', { name: 'RCS reports', level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'rcs-reports opened by address');

  // The menu's RCS Reports opens the reports host in a new tab with a token: the same report, read with it.
  const entry = page.getByTestId('menu-/campaign-management/rcs-reports');
  if (!(await entry.isVisible())) await page.getByTestId('menu-/campaign-management').click();
  const [reports] = await Promise.all([page.waitForEvent('popup'), entry.click()]);
  await expect(reports).toHaveURL(/\/api\/reports\/rcs-outtraffic\?accesstoken=/);
  await expect(reports.getByRole('table', { name: 'By sender' }).getByRole('row').filter({ hasText: 'Acme Retail' })).toBeVisible();
  await reports.getByLabel('Search by name').fill(name);
  await expectNoSeriousAxeViolations(reports, 'reports host rcs-outtraffic');
  await screenshotBoth(reports, 'reports-rcs-outtraffic');
  await reports.getByRole('link', { name }).click();
  await expect(reports).toHaveURL(/\/api\/reports\/campaigns\/rcs-campaign-reports\?accesstoken=.+&campaign=/);
  for (const [tile, value] of Object.entries(tiles)) await expect(reports.getByTestId(`funnel-${tile}`)).toContainText(String(value));
  await expectNoSeriousAxeViolations(reports, 'reports host rcs-campaign-reports');
  await screenshotBoth(reports, 'reports-rcs-campaign-reports');
});
