import { expect, test, type Page } from '@playwright/test';
import { portalSession } from './support/api-session';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { screenshotBoth, signIn } from './support/console';

/**
 * Replies to customers (#14): a number's auto-response answers a sandbox customer, and an automation
 * "keyword PRICE → send template price_list, tag lead", built with the keyboard only and published,
 * fires on a sandbox "price please" and shows its run in the log.
 */

const PAGE = '/#/whatsapp-campaign/automation-builder';
const AUTO_NUMBER = { id: '100400000000102', label: 'Lounge Partners Offers (+971500000102)' };
const AUTO_TEXT = 'Thanks for writing to Lounge Partners Offers. We answer within the hour.';
const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
const customer = (n: number) => `+97155${stamp}${n}`;

/** Tab to the next control and check it is the one expected, so the keyboard path is asserted, not assumed. */
async function tabTo(page: Page, name: string | RegExp) {
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(name);
}

/** The sandbox customer writes `text` to the number labelled `number`. */
async function customerWrites(page: Page, number: string, from: string, text: string) {
  const panel = page.getByRole('region', { name: 'Sandbox: a customer writes in' });
  await panel.getByLabel('To your number').selectOption({ label: number });
  await panel.getByLabel("Customer's phone").fill(from);
  await panel.getByLabel('Message').fill(text);
  await panel.getByRole('button', { name: 'Send as the customer' }).click();
  return panel;
}

test('auto-response answers a sandbox customer; a keyboard-built PRICE automation fires on "price please" and logs its run', async ({ page, request }) => {
  // The auto-response is set up through the API, as the profile page (covered by whatsapp-accounts) would.
  const session = await portalSession(request, 'lounge');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const autoResponse = await request.post('/api/campaign/v1.0/profile/autoResponse', {
    headers: { authorization: `Bearer ${session.token}`, session: session.session, 'X-XSRF-TOKEN': xsrf },
    params: { esmeaddr: '1004', senderId: AUTO_NUMBER.id, channelId: 'WABA', autoResponseFlag: 'true', text: AUTO_TEXT },
  });
  expect(autoResponse.status()).toBe(200);

  await signIn(page, 'lounge');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Automation builder' })).toBeVisible();

  // A customer writes to the number with the auto-response on: the phone receives the text.
  const panel = await customerWrites(page, AUTO_NUMBER.label, customer(1), 'Hello, are you open today?');
  await expect(panel.getByRole('listitem').filter({ hasText: AUTO_TEXT })).toBeVisible();

  // The automation, with the keyboard only.
  await page.getByRole('button', { name: 'New automation' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(`Price list ${stamp}`);
  await tabTo(page, 'WhatsApp number');
  await tabTo(page, 'The message');
  await tabTo(page, 'Keyword');
  await page.keyboard.type('PRICE');
  await tabTo(page, 'Action 1');
  await tabTo(page, 'Template for action 1');
  await page.keyboard.type('price_list');
  await expect(page.locator(':focus')).toHaveValue(/\d+/);
  await tabTo(page, 'Add action');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Action 2', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Action 2', { exact: true })).toHaveValue('ADD_TAG');
  await tabTo(page, 'Move action 2 up');
  await tabTo(page, 'Remove action 2');
  await tabTo(page, 'Tag for action 2');
  await page.keyboard.type('lead');
  await expectNoSeriousAxeViolations(page, 'automation builder with its form');
  await screenshotBoth(page, 'whatsapp-automation-builder-form');
  await page.keyboard.press('Enter');

  const automation = page.locator(`[data-automation="Price list ${stamp}"]`);
  await expect(automation).toContainText('When a message to +971500000101 contains the word "PRICE"');
  await expect(automation.getByRole('list', { name: /Actions of/ })).toContainText('Send template: price_list');
  await expect(automation.getByRole('list', { name: /Actions of/ })).toContainText('Add tag: lead');
  await expect(automation.getByRole('button', { name: 'Publish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(automation.getByText('Published', { exact: true })).toBeVisible();
  await expect(automation.getByRole('button', { name: 'Unpublish' })).toBeFocused();

  // A customer asks for prices: the template goes out, the contact is tagged, and the run is logged.
  await customerWrites(page, 'Lounge Partners (+971500000101)', customer(2), 'price please');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Template price_list' })).toBeVisible();
  // A retry's automation is published too and also answers; the run read is this attempt's.
  const run = page.locator(`[data-run="${customer(2)}"]`).filter({ hasText: `Price list ${stamp}` });
  await expect(run).toContainText(`Price list ${stamp}`);
  await expect(run).toContainText('price please');
  await expect(run).toContainText('Send template done: price_list');
  await expect(run).toContainText('Add tag done: lead');
  await expect(run.getByText('Done', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'automation builder with a run');
  await screenshotBoth(page, 'whatsapp-automation-builder');

  await useLanguage(page, 'ar');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'منشئ الأتمتة' })).toBeVisible();
  await expect(page.locator(`[data-run="${customer(2)}"]`).filter({ hasText: `Price list ${stamp}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'automation builder in Arabic');
});
