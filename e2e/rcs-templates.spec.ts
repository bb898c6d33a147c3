import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { screenshotBoth, signIn } from './support/console';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b1d90000000049454e44ae426082', 'hex');
const BASE = '/#/campaign-management';
const card = (page: Page, index: number) => page.locator(`[data-card-editor="cards.${index}"]`);
const preview = (page: Page) => page.getByRole('figure', { name: 'Phone preview of the RCS message' });

test('a carousel of three cards with suggestions: built against the live preview, saved, found in templates-list and viewed', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `spring_${Date.now().toString(36)}`;
  await signIn(page, 'designer');
  await page.goto(`${BASE}/create-templates?sender=acme_retail_agent`);
  await expect(page.getByRole('heading', { name: 'Create RCS template' })).toBeVisible();
  await page.getByLabel('Template name').fill(name);
  await page.getByLabel('Message type').selectOption('carousel');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('3 cards (from 2 to 10)')).toBeVisible();

  const titles = ['Jackets', 'Sneakers', 'Scarves'];
  for (const [index, title] of titles.entries()) {
    const editor = card(page, index);
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Description').fill(`${title}, new this spring`);
    if (index === 0) await editor.getByLabel('Or upload a file').setInputFiles({ name: 'jackets.png', mimeType: 'image/png', buffer: PNG });
    else await editor.getByLabel('Media URL').fill(`https://cdn.acme.example/spring/${index}.jpg`);
    await editor.getByLabel('Suggestion kind').selectOption('url_action');
    await editor.getByRole('button', { name: 'Add to Card suggestions' }).click();
    await editor.getByLabel('Label').fill('Shop now');
    await editor.getByLabel('URL', { exact: true }).fill(`https://acme.example/spring/${index}`);
  }
  await expect(card(page, 0).getByLabel('Media URL')).toHaveValue(/\/api\/campaign\/api\/rcstemplate\/media\//);

  const chips = page.getByRole('group', { name: /Suggestion chips under the message/ });
  await chips.getByRole('button', { name: 'Add to Suggestion chips under the message' }).click();
  await chips.getByLabel('Label').fill('More offers');
  await chips.getByLabel('Suggestion kind').selectOption('dial');
  await chips.getByRole('button', { name: 'Add to Suggestion chips under the message' }).click();
  await chips.getByLabel('Label').nth(1).fill('Call us');
  await chips.getByLabel('Phone number (+ and country code)').fill('+919800000101');

  // A label past RBM's 25 characters is counted and named before saving.
  await card(page, 2).getByLabel('Label').fill('Shop the whole scarf collection');
  await expect(card(page, 2).getByText('At most 25 characters (now 31).')).toBeVisible();
  await card(page, 2).getByLabel('Label').fill('Shop now');

  const phone = preview(page);
  await expect(phone.locator('[data-card-width="232"]')).toHaveCount(3);
  for (const title of titles) await expect(phone.getByText(title, { exact: true })).toBeVisible();
  await expect(phone.locator('[data-chips] [data-suggestion]')).toHaveCount(2);
  await expect(phone.locator('img[alt="Card media"]')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, 'create-templates');
  await screenshotBoth(page, 'rcs-template-builder');

  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/view-rcs-template\/acme_retail_agent~\d+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(preview(page).locator('[data-card-width="232"]')).toHaveCount(3);
  await screenshotBoth(page, 'rcs-template-view');

  await page.goto(`${BASE}/templates-list?sender=acme_retail_agent`);
  const row = page.locator(`tr[data-template="${name}"]`);
  await expect(row).toContainText('Carousel');
  // The saved toast fades out over this page; axe would measure its contrast mid-fade.
  await expect(page.getByText(`Template ${name} saved.`)).toBeHidden({ timeout: 15_000 });
  await expectNoSeriousAxeViolations(page, 'templates-list');
  await screenshotBoth(page, 'rcs-templates-list');
  await row.getByRole('link', { name: `View ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(preview(page).getByText('Scarves', { exact: true })).toBeVisible();

  await useLanguage(page, 'ar');
  await page.reload();
  await expect(page.getByRole('figure', { name: 'معاينة رسالة RCS على الهاتف' })).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });
  await expectNoSeriousAxeViolations(page, 'view-rcs-template (ar)');
  await page.goto(`${BASE}/templates-list?sender=acme_retail_agent`);
  await expect(page.locator(`tr[data-template="${name}"]`)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'templates-list (ar)');
});
