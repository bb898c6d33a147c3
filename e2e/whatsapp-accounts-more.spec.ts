import { expect, test, type Page } from '@playwright/test';
import { echoPort } from '../playwright.config';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { campaignApi, draftCampaign, uaePhones } from './support/campaign-api';
import { screenshotBoth, signIn } from './support/console';

const PAGE = '/#/whatsapp-campaign';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b1d90000000049454e44ae426082', 'hex');
/** Unique per attempt: a retry in a new worker must not meet the first attempt's rows. */
const stamp = () => `${Date.now() % 10_000_000}`.padStart(7, '0');

/** axe reads a toast fading in or out as low contrast (as canvas.spec.ts notes): check the page once they are gone. */
async function axeWithoutToasts(page: Page, screen: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousAxeViolations(page, screen);
}

async function fillRegistrationForm(page: Page, legalName: string, email: string) {
  const values: Record<string, string> = {
    'Registered business name': legalName,
    'Display name': 'Acme',
    'Contact person': 'Asha Rao',
    'Business e-mail': email,
    'Business phone': '+919812345678',
    Website: 'https://acme.example',
    'Street address': '1 MG Road',
    City: 'Bengaluru',
    'Postal code': '560001',
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

test('the registration form is saved and reloaded, and a number moves here with the code from the sandbox inbox', async ({ page }) => {
  test.setTimeout(120_000);
  const run = stamp();
  await signIn(page, 'designer');

  await page.goto(`${PAGE}/whatsapp-registration-form`);
  const legalName = `Acme Retail ${run} Pvt Ltd`;
  await fillRegistrationForm(page, legalName, 'legal@');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Enter an e-mail address.')).toBeVisible();
  await expect(page.getByLabel('Registered business name', { exact: true })).toHaveValue(legalName);
  await page.getByLabel('Business e-mail', { exact: true }).fill('legal@acme.example');
  await page.getByLabel('Industry', { exact: true }).selectOption({ label: 'Shopping and retail' });
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Organisation details saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Registered business name', { exact: true })).toHaveValue(legalName);
  await expect(page.getByLabel('Business e-mail', { exact: true })).toHaveValue('legal@acme.example');
  await expect(page.getByText(/Last saved .* by designer/)).toBeVisible();
  await axeWithoutToasts(page, 'whatsapp-registration-form');
  await screenshotBoth(page, 'whatsapp-registration-form');

  await page.goto(`${PAGE}/migrate-whatsapp-numbers`);
  const local = `50${run}`;
  const number = `+971${local}`;
  await page.getByLabel('Country code', { exact: true }).fill('971');
  await page.getByLabel('Number (without country code)', { exact: true }).fill(local);
  await page.getByLabel('Display name today').fill(`Acme Care ${run}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const card = page.getByRole('group', { name: number });
  await expect(card.getByText('Added')).toBeVisible();
  await card.getByRole('button', { name: 'Send code' }).click();
  await expect(card.getByText('Code sent')).toBeVisible();

  const inbox = page.getByRole('region', { name: 'Sandbox phone: codes received' });
  await expect(inbox.getByText('SANDBOX', { exact: true })).toBeVisible();
  const message = inbox.getByRole('listitem').filter({ hasText: number });
  await expect(message).toContainText(/code \d{6}/);
  const code = /code (\d{6})/.exec((await message.textContent()) ?? '')?.[1] ?? '';
  await card.getByLabel('Verification code').fill(code);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await card.getByLabel('Two-step verification pin').fill('246810');
  await card.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
  await axeWithoutToasts(page, 'migrate-whatsapp-numbers');
  await screenshotBoth(page, 'whatsapp-migrate-numbers');
  await card.getByRole('button', { name: 'Deregister' }).click();
  await expect(card.getByText('Deregistered', { exact: true })).toBeVisible();
});

test('a notification subscription hears a campaign finish on its webhook and logs it; pending downloads, handover and transaction history pages', async ({ page, request }) => {
  test.setTimeout(180_000);
  const run = stamp();
  const api = await campaignApi(request, 'designer');
  await signIn(page, 'designer');

  await page.goto(`${PAGE}/notification-subscription`);
  const target = `http://127.0.0.1:${echoPort}/notify-${run}`;
  await page.getByLabel('Webhook URL').fill(target);
  await page.getByRole('button', { name: 'Add subscription' }).click();
  await expect(page.getByText('Subscription added.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sandbox mailbox' }).getByText('SANDBOX', { exact: true })).toBeVisible();

  const name = `Notified ${run}`;
  const id = await draftCampaign(api, name, uaePhones(2, Number(run) % 900_000));
  expect((await api.call('POST', `campaigns/${id}/submit`, { schedule: null })).status).toBe(200);
  // The delivery is written when the campaign completes and sent by the next sweep; the log polls every 3 s.
  const row = page.getByRole('row').filter({ hasText: `WhatsApp campaign "${name}" finished` }).filter({ hasText: target });
  await expect(row).toContainText('Delivered', { timeout: 90_000 });
  await expect(row).toContainText('HTTP 200');
  await axeWithoutToasts(page, 'notification-subscription');
  await screenshotBoth(page, 'whatsapp-notification-subscription');

  await page.goto(`${PAGE}/pending-download-list`);
  await expect(page.getByRole('heading', { name: 'Pending downloads' })).toBeVisible();
  await axeWithoutToasts(page, 'pending-download-list');
  // A customer's photo through the sandbox stand-in, then downloaded from the list (fetched from the provider).
  const customer = page.getByRole('region', { name: 'Sandbox customer: send a file' });
  await customer.getByLabel('File (up to 512 KB)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await customer.getByLabel('Caption', { exact: true }).fill(`Receipt ${run}`);
  await customer.getByRole('button', { name: 'Send as the customer' }).click();
  // Its thumbnail is fetched from the provider through download/media/whatsapp, which keeps the file here.
  const media = page.getByRole('listitem').filter({ hasText: `Receipt ${run}` });
  const thumbnail = media.getByRole('button', { name: /^Open image-\d+\.png full size$/ });
  await expect(thumbnail).toBeVisible();
  await expect(media).toContainText('Kept here');
  await thumbnail.click();
  const fullSize = page.getByRole('dialog');
  await expect(fullSize.getByRole('img', { name: `Receipt ${run}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(thumbnail).toBeFocused();
  const downloading = page.waitForEvent('download');
  await media.getByRole('button', { name: /^Download/ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^image-\d+\.png$/);
  await screenshotBoth(page, 'whatsapp-pending-download-list');

  await page.goto(`${PAGE}/handover-template`);
  await expect(page.getByText('This page is retired')).toBeVisible();
  await page.getByRole('link', { name: 'Open the automation builder' }).click();
  await expect(page).toHaveURL(/automation-builder/);
  await page.goto(`${PAGE}/handover-template`);
  await screenshotBoth(page, 'whatsapp-handover-template');

  await page.goto(`${PAGE}/transaction-history`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshotBoth(page, 'whatsapp-transaction-history-en');
  await useLanguage(page, 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshotBoth(page, 'whatsapp-transaction-history-ar');
});
