import { expect, test, type Page } from '@playwright/test';
import { screenshotAsIs, signIn } from './support/console';

/**
 * Issue #31 item 1, "Work is lost without warning", on a phone-sized screen: the send wizard's step is in
 * the address and its values in a draft, so a reload and the browser's Back and Forward keep the work;
 * the draft "Save and review" leaves on the Maker list opens, is finished and submitted; and each step's
 * primary action is reachable without scrolling sideways.
 */

const WIDTH = 375;

/** The step's primary button lies inside the 375 px width, and the page does not scroll sideways. */
async function primaryActionFits(page: Page, name: string) {
  const action = page.getByRole('button', { name, exact: true });
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeInViewport({ ratio: 1 });
  const box = await action.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= WIDTH).toBe(true);
  expect(await page.evaluate(() => ({ scrollX: window.scrollX, wide: document.documentElement.scrollWidth > window.innerWidth }))).toEqual({ scrollX: 0, wide: false });
}

test('send-whatsapp keeps the step and the values across a reload and Back/Forward, and its draft is finished from the Maker list, at 375 px', async ({ page }) => {
  const name = `Draft ${Date.now()}`;
  const asked: string[] = [];
  // A reload with work in the form asks first (beforeunload); the test answers "leave".
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.setViewportSize({ width: WIDTH, height: 812 });
  await signIn(page, 'lounge');
  await page.goto('/#/whatsapp-campaign/send-whatsapp');
  await page.getByLabel('Campaign name').fill(name);
  await page.getByLabel('Sender number').selectOption({ index: 1 });
  await page.getByLabel('Approved template').selectOption({ label: 'welcome_offer (en_US) · Marketing' });
  // Leaving for another page with this typed asks first; Escape stays.
  await page.getByRole('link', { name: 'Scheduled campaigns' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave this campaign?' })).toBeVisible();
  await screenshotAsIs(page, 'journey-send-leave-asks-mobile');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await primaryActionFits(page, 'Next');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/send-whatsapp\?step=audience$/);
  await page.getByRole('radio', { name: 'Opt-in users' }).click();
  await primaryActionFits(page, 'Next');

  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(page.getByRole('heading', { name: 'Step 2: Audience' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Opt-in users' })).toBeChecked();
  await screenshotAsIs(page, 'journey-send-after-reload-mobile');
  await page.getByRole('button', { name: 'Next' }).click();
  for (const [variable, value] of [['first_name', 'friend'], ['discount', '20%']] as const) {
    await page.getByLabel(`{{${variable}}} in the body`).selectOption({ label: 'The same value for everyone' });
    await page.getByLabel('Value', { exact: true }).last().fill(value);
  }
  await primaryActionFits(page, 'Next');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4: Schedule' })).toBeVisible();
  await primaryActionFits(page, 'Save and review');

  // The browser's Back walks the steps (it went to Home before), Forward comes back with the values.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step 3: Variables' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step 2: Audience' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Step 3: Variables' })).toBeVisible();
  const values = page.getByLabel('Value', { exact: true });
  await expect(values.first()).toHaveValue('friend');
  await expect(values.last()).toHaveValue('20%');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 3: Variables' })).toBeVisible();
  await expect(page.getByText('Hi friend, enjoy 20% off your next order with us.')).toBeVisible();
  await page.getByRole('button', { name: 'Template, completed' }).click();
  await expect(page.getByLabel('Campaign name')).toHaveValue(name);
  await primaryActionFits(page, 'Next');

  // "Save and review" leaves a draft on the Maker list; it opens in the wizard and is finished and submitted there.
  await page.getByRole('button', { name: 'Schedule, completed' }).click();
  await page.getByRole('button', { name: 'Save and review' }).click();
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  await page.goto('/#/whatsapp-campaign/maker-list');
  await page.getByLabel('Search campaigns by name').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await screenshotAsIs(page, 'journey-maker-list-draft-mobile');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit WhatsApp campaign' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1: Template' })).toBeVisible();
  await expect(page.getByLabel('Campaign name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Schedule, completed' }).click();
  await page.getByRole('button', { name: 'Save and review' }).click();
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  await primaryActionFits(page, 'Submit for approval');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page).toHaveURL(/#\/whatsapp-campaign\/maker-list/);
  await expect(page.getByText(`“${name}” was submitted for approval.`)).toBeVisible();

  // Submitted, the draft kept in the browser is gone: a new campaign starts empty.
  await page.goto('/#/whatsapp-campaign/send-whatsapp');
  await expect(page.getByLabel('Campaign name')).toHaveValue('');
  await expect(page.getByText(/was kept in this browser/)).toHaveCount(0);

  // 25,000 numbers on the trial number's 250 a day would run about 100 days: refused where the file is chosen, readable on a phone.
  await page.getByLabel('Campaign name').fill(`${name} too long`);
  const trial = await page.getByLabel('Sender number').locator('option', { hasText: '+971500000201' }).getAttribute('value');
  await page.getByLabel('Sender number').selectOption(trial!);
  await page.getByLabel('Approved template').selectOption({ label: 'payment_received (en) · Utility' });
  await page.getByRole('button', { name: 'Next' }).click();
  const everyone = ['phone', ...Array.from({ length: 25_000 }, (_, i) => `+9715${String(20_000_000 + i)}`)].join('\n');
  await page.getByLabel('Choose files').setInputFiles({ name: 'everyone.csv', mimeType: 'text/csv', buffer: Buffer.from(`${everyone}\n`) });
  // The file's first rows take three cards on a phone until asked for all, so the pace below stays near the file.
  const firstRows = page.getByRole('table', { name: 'First 10 rows' }).getByRole('rowgroup').last().getByRole('row');
  await expect(firstRows.filter({ visible: true })).toHaveCount(3);
  await page.getByRole('button', { name: 'Show all rows' }).click();
  await expect(firstRows.filter({ visible: true })).toHaveCount(10);
  await page.getByRole('button', { name: 'Show fewer rows' }).click();
  const tooLong = page.getByRole('alert').filter({ hasText: /would run \d+ days, longer than the 90 days a campaign may run\./ });
  await expect(tooLong).toContainText('At 250 recipients a day');
  await tooLong.scrollIntoViewIfNeeded();
  await expect(tooLong).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  // From the top: a full-page shot of a scrolled page draws the fixed top bar midway.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAsIs(page, 'journey-send-too-long-mobile');
});
