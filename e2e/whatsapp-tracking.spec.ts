import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { campaignApi, draftCampaign, uaePhones } from './support/campaign-api';
import { signIn, type DemoLogin } from './support/console';

const AREA = '/#/whatsapp-campaign';

/** Signs in on the English screen; a language given is switched to afterwards, for the pages that follow. */
async function signedInPage(browser: Browser, who: DemoLogin, language?: 'ar'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  if (language) {
    // The console keeps its language in localStorage (see useLanguage in support/axe.ts).
    await page.evaluate((code) => localStorage.setItem('console.language', code), language);
    await page.reload();
  }
  return page;
}

/** Desktop (1280 px) and phone (375 px) screenshots for review, only when SCREENSHOTS=1. */
async function screenshots(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.screenshot({ path: `docs/screenshots/${name}-desktop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `docs/screenshots/${name}-mobile.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** The lounge account's trial number (seed): its portfolio may send to 250 people a day. */
const TRIAL_SENDER = '+971500000201';

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a rejected campaign goes back to its maker with the reason, is resubmitted, approved and then paced, paused and resumed', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const name = `Tracking ${Date.now()}`;
  const maker = await campaignApi(request, 'lounge');
  // The trial portfolio's 250-a-day tier: sending stops at the limit and shows when it continues,
  // without using up the main portfolio that other specs send from.
  const id = await draftCampaign(maker, name, uaePhones(300, Date.now() % 1_000_000), TRIAL_SENDER);
  expect((await maker.call('POST', `campaigns/${id}/submit`, { schedule: null })).json.state).toBe('PENDING_APPROVAL');

  const checker = await signedInPage(browser, 'loungeChecker');
  await checker.goto(`${AREA}/checker-list`);
  await expect(row(checker, name)).toContainText('lounge');
  await expectNoSeriousAxeViolations(checker, 'checker list');
  await checker.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = checker.getByRole('dialog', { name: 'Reject campaign' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Enter a reason for the maker.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Use the Dubai sender for this list');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(checker, name)).toHaveCount(0);
  await checker.getByRole('tab', { name: 'Decided by me' }).click();
  await expect(row(checker, name)).toContainText('Use the Dubai sender for this list');

  const makerPage = await signedInPage(browser, 'lounge');
  await makerPage.goto(`${AREA}/maker-list`);
  await expect(row(makerPage, name)).toContainText('Rejected by lounge.checker');
  await expect(row(makerPage, name)).toContainText('Reason: Use the Dubai sender for this list');
  await expect(makerPage.getByRole('link', { name: `Edit ${name}` })).toHaveAttribute('href', `#/whatsapp-campaign/send-whatsapp/UPLOAD_FILE?campaignId=${id}`);
  await expectNoSeriousAxeViolations(makerPage, 'maker list');
  await makerPage.getByRole('button', { name: `Resubmit ${name}` }).click();
  await expect(row(makerPage, name)).toContainText('Awaiting approval');
  await expect(row(makerPage, name)).toContainText('Rejected before: Use the Dubai sender for this list');

  await checker.getByRole('tab', { name: 'Awaiting approval' }).click();
  await checker.getByRole('button', { name: `Details of ${name}` }).click();
  const detail = checker.getByRole('dialog', { name });
  await expect(detail).toContainText('payment_received');
  await expect(detail).toContainText('300 recipients');
  await expect(detail).toContainText('As soon as approved');
  await detail.getByRole('button', { name: 'Approve' }).click();
  await expect(detail).toBeHidden();
  await expect(row(checker, name)).toHaveCount(0);

  await makerPage.goto(`${AREA}/distributed-delivery`);
  const running = row(makerPage, name);
  // The scheduler starts an approved "now" campaign within a couple of seconds; the list refreshes every 30 s.
  await expect(async () => {
    await makerPage.reload();
    await expect(running).toContainText('Sending', { timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await expect(running.getByRole('progressbar', { name: `Progress of ${name}` })).toHaveAttribute('aria-valuetext', /of 300 recipients/);
  // 250 go out at once; the other 50 wait for the portfolio's 24-hour window to free room.
  await expect(async () => {
    await makerPage.reload();
    await expect(running).toContainText(/Continues at (.+ )?\d{1,2}:\d{2}/, { timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await expectNoSeriousAxeViolations(makerPage, 'distributed delivery');
  await makerPage.getByRole('button', { name: `Pause ${name}` }).click();
  await expect(running).toContainText('Paused');
  await makerPage.getByRole('button', { name: `Resume ${name}` }).click();
  await expect(running).toContainText('Sending');
  await makerPage.getByRole('button', { name: `Cancel ${name}` }).click();
  await makerPage.getByRole('alertdialog').or(makerPage.getByRole('dialog')).getByRole('button', { name: 'Cancel campaign' }).click();
  await expect(running).toContainText('Cancelled');
});

test('contact scrubbing reports invalid, repeated and not-on-WhatsApp numbers and downloads the clean list', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'designer');
  await page.goto(`${AREA}/contact-scrubbing`);
  // The area's code loads on first use; a busy machine takes a while.
  await expect(page.getByRole('heading', { name: 'Contact scrubbing' })).toBeVisible({ timeout: 30_000 });
  // The sandbox's rule: numbers ending in 000 are not on WhatsApp.
  const csv = 'phone,name\n+919812300001,Asha\n12,Broken\n+91 98123 00001,Asha again\n+919812301000,Nobody\n+919812300002,Ravi\n';
  await page.getByLabel('Choose files').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check 3 numbers' }).click();
  const figures = page.locator('dl').filter({ hasText: 'Not on WhatsApp' });
  await expect(figures).toContainText('Rows5');
  await expect(figures).toContainText('Invalid1');
  await expect(figures).toContainText('Duplicates1');
  await expect(figures).toContainText('Not on WhatsApp1');
  await expect(figures).toContainText('Clean2');
  await expect(page.getByRole('listitem').filter({ hasText: 'Row 5: +919812301000' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'contact scrubbing');
  await screenshots(page, 'whatsapp-contact-scrubbing');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download clean list (CSV)' }).click();
  const file = await (await download).path();
  expect((await readFile(file, 'utf8')).replace(/^\uFEFF/, '')).toBe('phone,name\r\n+919812300001,Asha\r\n+919812300002,Ravi');
});

test('the tracking pages pass axe in Arabic, and the lists follow the maker-checker rules', async ({ browser }) => {
  test.setTimeout(150_000);
  const checker = await signedInPage(browser, 'loungeChecker', 'ar');
  for (const path of ['checker-list', 'distributed-delivery']) {
    await checker.goto(`${AREA}/${path}`);
    await expect(checker.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(checker.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSeriousAxeViolations(checker, `${path} in Arabic`);
  }
  // A checker (C,M,S) has no maker list: the address sends them to the area's start.
  await checker.goto(`${AREA}/maker-list`);
  await expect(checker).toHaveURL(/#\/whatsapp-campaign$/);

  const maker = await signedInPage(browser, 'lounge', 'ar');
  await maker.goto(`${AREA}/maker-list`);
  await expect(maker.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(maker, 'maker list in Arabic');
  await maker.goto(`${AREA}/checker-list`);
  await expect(maker).toHaveURL(/#\/whatsapp-campaign$/);
  // The lounge account has no contact scrubbing: hidden in the menu, and its address leads away.
  await maker.goto(`${AREA}/contact-scrubbing`);
  await expect(maker).toHaveURL(/#\/whatsapp-campaign$/);

  const designer = await signedInPage(browser, 'designer', 'ar');
  await designer.goto(`${AREA}/contact-scrubbing`);
  await expect(designer.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(designer, 'contact scrubbing in Arabic');
});

test('screenshots of the tracking pages with data', async ({ browser, request }) => {
  test.skip(process.env.SCREENSHOTS !== '1', 'only when refreshing docs/screenshots');
  test.setTimeout(240_000);
  const maker = await campaignApi(request, 'lounge');
  const checkerApi = await campaignApi(request, 'loungeChecker');
  const base = Date.now() % 1_000_000;
  const ids = [];
  for (const [index, name] of ['Ramadan offers', 'New arrivals', 'Payment reminders'].entries()) {
    const id = await draftCampaign(maker, name, uaePhones(40 + index * 15, base + index * 100));
    await maker.call('POST', `campaigns/${id}/submit`, { schedule: null });
    ids.push(id);
  }
  await checkerApi.call('POST', `campaigns/${ids[0]}/reject`, { reason: 'Add the opt-out button text to the footer' });
  await checkerApi.call('POST', `campaigns/${ids[1]}/approve`);

  const checker = await signedInPage(browser, 'loungeChecker');
  await checker.goto(`${AREA}/checker-list`);
  await expect(row(checker, 'Payment reminders').first()).toBeVisible();
  await screenshots(checker, 'whatsapp-checker-list');
  const makerPage = await signedInPage(browser, 'lounge');
  await makerPage.goto(`${AREA}/maker-list`);
  await expect(row(makerPage, 'Ramadan offers').first()).toBeVisible();
  await screenshots(makerPage, 'whatsapp-maker-list');
  await makerPage.goto(`${AREA}/distributed-delivery`);
  await expect(async () => {
    await makerPage.reload();
    await expect(row(makerPage, 'New arrivals').first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await screenshots(makerPage, 'whatsapp-distributed-delivery');
});
