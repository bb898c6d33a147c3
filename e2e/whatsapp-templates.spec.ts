import { expect, test, type Locator, type Page } from '@playwright/test';
import { consoleSignInUrl } from '../server/session/routes/login-data';
import { portalSession } from './support/api-session';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { screenshotBoth, signIn } from './support/console';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b1d90000000049454e44ae426082', 'hex');
const png = (name = 'offer.png') => ({ name, mimeType: 'image/png', buffer: PNG });
/** The sandbox provider reviews after a seeded 2–10 s, then posts the verdict by webhook. */
const REVIEW_TIMEOUT = 40_000;
const unique = (base: string) => `${base}_${Date.now().toString(36)}`;

async function openCreate(page: Page) {
  await signIn(page, 'designer');
  await page.goto('/#/whatsapp-campaign/create-template-message');
  await expect(page.getByRole('heading', { name: 'Create template' })).toBeVisible();
}

const preview = (page: Page) => page.getByRole('region', { name: 'Message preview' });
const button = (page: Page, n: number) => page.getByRole('group', { name: `Button ${n}`, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit for review' });

async function addButton(page: Page, kind: string, fill: (group: Locator) => Promise<void>) {
  const count = await page.getByRole('group', { name: /^Button \d+$/ }).count();
  await page.getByRole('button', { name: kind, exact: true }).click();
  await fill(button(page, count + 1));
}

async function rowOf(page: Page, name: string, language = 'en_US') {
  await expect(page).toHaveURL(/template-management/);
  return page.locator(`tr[data-template="${name}/${language}"]`);
}

test('a MARKETING template with an image header, two named variables, a footer and three buttons: rules block saving, the preview matches, the sandbox approves it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = unique('spring_sale');
  await openCreate(page);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Variables').selectOption('NAMED');

  // 61 characters in a text header.
  await page.getByLabel('Header type').selectOption('TEXT');
  await page.getByLabel('Header text').fill('x'.repeat(61));
  await expect(page.getByTestId('counter-header')).toHaveText('61 / 60');
  await expect(page.getByText('At most 60 characters.')).toBeVisible();
  await expect(submit(page)).toBeDisabled();

  await page.getByLabel('Header type').selectOption('IMAGE');
  await page.getByLabel('Sample file for the reviewer').setInputFiles({ name: 'offer.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Please upload image only!!')).toBeVisible();
  await page.getByLabel('Sample file for the reviewer').setInputFiles(png());
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();

  // A variable at the very end of the body.
  await page.getByLabel('Message', { exact: true }).fill('Hi *{{first_name}}*, your {{item}} is 20% off: {{item}}');
  await expect(page.getByText('The text cannot end with a variable.')).toBeVisible();
  await expect(submit(page)).toBeDisabled();
  await page.getByLabel('Message', { exact: true }).fill('Hi *{{first_name}}*, your {{item}} is 20% off this week.');
  await page.getByLabel('{{first_name}} in the body').fill('Asha');
  await page.getByLabel('{{item}} in the body').fill('jacket');
  await page.getByLabel('Footer text').fill('Not interested? Tap Stop promotions');

  await addButton(page, 'Quick reply', (group) => group.getByLabel('Button text').fill('Stop promotions'));
  await addButton(page, 'Website', async (group) => {
    await group.getByLabel('Button text').fill('Shop now');
    await group.getByLabel('Website address').fill('https://shop.acme.example/{{1}}');
    await group.getByLabel('Example of the variable part').fill('spring');
  });
  await addButton(page, 'Phone', async (group) => {
    await group.getByLabel('Button text').fill('Call us');
    await group.getByLabel('Phone number').fill('+971500000101');
  });
  await expect(page.getByText('Ready to submit.')).toBeVisible();

  // An 11th button.
  for (let n = 4; n <= 11; n += 1) await addButton(page, 'Website', (group) => group.getByLabel('Button text').fill(`Link ${n}`));
  await expect(page.getByText('At most 10 buttons.')).toBeVisible();
  await expect(submit(page)).toBeDisabled();
  for (let n = 11; n >= 4; n -= 1) await page.getByRole('button', { name: `Remove button ${n}` }).click();
  await expect(page.getByText('Ready to submit.')).toBeVisible();

  const phone = preview(page);
  await expect(phone).toContainText('Hi Asha, your jacket is 20% off this week.');
  await expect(phone.locator('strong')).toHaveText('Asha');
  await expect(phone).toContainText('Not interested? Tap Stop promotions');
  for (const label of ['Stop promotions', 'Shop now', 'Call us']) await expect(phone.getByText(label, { exact: true })).toBeVisible();
  await expect(phone.getByRole('img', { name: 'Image' })).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('preview.png') });

  // The brisk sandbox may approve before the list first draws, so PENDING is read from the create answer.
  const created = page.waitForResponse((response) => response.url().includes('/v1.0/templates/create'));
  await submit(page).click();
  expect(((await (await created).json()) as { status: string }).status).toBe('PENDING');
  const row = await rowOf(page, name);
  await expect(row.getByText('Approved')).toBeVisible({ timeout: REVIEW_TIMEOUT });

  // Saved and opened again, the preview shows the uploaded sample, read back from the server.
  await row.getByRole('link', { name: `View ${name}` }).click();
  await page.reload();
  await expect(preview(page).getByRole('img', { name: 'Image' })).toHaveAttribute('src', /^blob:/);
  await screenshotBoth(page, 'wa-view-template-message-media-en');
  if (process.env.SCREENSHOTS === '1') {
    await useLanguage(page, 'ar');
    await page.reload();
    await expect(page.locator('section[data-theme] img')).toHaveAttribute('src', /^blob:/);
    await screenshotBoth(page, 'wa-view-template-message-media-ar');
    await useLanguage(page, 'en');
    await page.reload();
  }

  // The campaign form offers it, and after a file is chosen its preview shows the first row's values.
  await page.goto('/#/whatsapp-campaign/send-whatsapp');
  await page.getByLabel('Campaign name').fill(`Campaign of ${name}`);
  await page.getByLabel('Sender number').selectOption({ index: 1 });
  await page.getByLabel('Approved template').selectOption({ label: `${name} (en_US) · Marketing` });
  const campaignPreview = preview(page);
  await expect(campaignPreview).toContainText('Hi Asha, your jacket is 20% off this week.');
  await expect(campaignPreview.getByRole('img', { name: 'Image' })).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Next' }).click();
  const audience = 'phone,first_name,item\n+919811110001,Ravi,scarf\n+919811110002,Meera,coat\n';
  await page.getByLabel('Choose files').setInputFiles({ name: 'audience.csv', mimeType: 'text/csv', buffer: Buffer.from(audience) });
  await expect(page.locator('dl').filter({ hasText: 'Valid' }).first()).toContainText('2');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('{{first_name}} in the body')).toHaveValue('first_name');
  await expect(page.getByLabel('{{item}} in the body')).toHaveValue('item');
  await expect(campaignPreview).toContainText('Hi Ravi, your scarf is 20% off this week.');
  await expect(campaignPreview.locator('strong')).toHaveText('Ravi');
  for (const label of ['Stop promotions', 'Shop now', 'Call us']) await expect(campaignPreview.getByText(label, { exact: true })).toBeVisible();
});

test('a carousel template and an AUTHENTICATION template are submitted and approved', async ({ page }) => {
  test.setTimeout(120_000);
  const carousel = unique('pick_a_card');
  await openCreate(page);
  await page.getByLabel('Name', { exact: true }).fill(carousel);
  await page.getByLabel('Carousel: cards that scroll sideways').check();
  await page.getByLabel('Message', { exact: true }).fill('Pick your favourite {{1}} this week.');
  await page.getByLabel('{{1}} in the body').fill('colour');
  for (const n of [1, 2]) {
    const card = page.getByRole('group', { name: `Card ${n}` });
    await card.getByLabel('Card image or video').setInputFiles(png(`card-${n}.png`));
    await expect(card.getByText('Uploaded', { exact: true })).toBeVisible();
    await card.getByLabel('Card text').fill(`Card ${n} is bright and new.`);
    await card.getByLabel('Button text').fill('Tell me more');
  }
  await expect(page.getByText('Ready to submit.')).toBeVisible();
  await expect(preview(page).getByRole('listitem', { name: 'Card 2' })).toContainText('Card 2 is bright and new.');
  await submit(page).click();
  await expect((await rowOf(page, carousel)).getByText('Approved')).toBeVisible({ timeout: REVIEW_TIMEOUT });

  const auth = unique('login_code');
  await page.goto('/#/whatsapp-campaign/new-create-template-message');
  await page.getByLabel('Name', { exact: true }).fill(auth);
  await page.getByLabel('Category').selectOption('AUTHENTICATION');
  await expect(button(page, 1).getByLabel('Code button')).toHaveValue('COPY_CODE');
  await expect(preview(page)).toContainText('is your verification code');
  await submit(page).click();
  await expect((await rowOf(page, auth)).getByText('Approved')).toBeVisible({ timeout: REVIEW_TIMEOUT });
});

test('a template the sandbox rejects shows its reason, is edited and resubmitted, and is approved', async ({ page }) => {
  test.setTimeout(120_000);
  const name = unique('week_deal');
  await openCreate(page);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Message', { exact: true }).fill('Hi {{1}}, the jackpot is yours this week.');
  await page.getByLabel('{{1}} in the body').fill('Asha');
  await submit(page).click();
  const row = await rowOf(page, name);
  await expect(row.getByText('Rejected')).toBeVisible({ timeout: REVIEW_TIMEOUT });
  await expect(row.getByText('SCAM')).toBeVisible();

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByText('WhatsApp rejected this template: SCAM.')).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill('Hi {{1}}, the new season is here this week.');
  await page.getByRole('button', { name: 'Resubmit for review' }).click();
  const again = await rowOf(page, name);
  await expect(again.getByText('Approved')).toBeVisible({ timeout: REVIEW_TIMEOUT });
  await again.getByRole('button', { name: `History of ${name}` }).click();
  const history = page.getByRole('dialog');
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history).toContainText('Edited and resubmitted (body)');
  await screenshotBoth(page, 'wa-template-history-en');
  if (process.env.SCREENSHOTS === '1') {
    await useLanguage(page, 'ar');
    await page.reload();
    await page.getByRole('button', { name: `سجل ${name}` }).click();
    await expect(page.getByRole('dialog').getByRole('row')).toHaveCount(5);
    await screenshotBoth(page, 'wa-template-history-ar');
  }
});

for (const language of ['en', 'ar'] as const) {
  test(`the template pages pass axe in ${language}`, async ({ page, request }) => {
    await useLanguage(page, language);
    const query = consoleSignInUrl(await portalSession(request, 'designer')).split('?')[1] ?? '';
    await page.goto(`/#/whatsapp-campaign/template-management?${query}`);
    await expect(page).not.toHaveURL(/session=/);
    await expect(page.locator('tr[data-template]').first()).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousAxeViolations(page, `template-management (${language})`);
    await page.goto('/#/whatsapp-campaign/create-template-message');
    await page.locator('#template-body').fill('Hi {{1}}');
    await expectNoSeriousAxeViolations(page, `create-template-message (${language})`);
  });
}
