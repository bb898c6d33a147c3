import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { screenshotBoth, signIn } from './support/console';

/**
 * WhatsApp accounts (#14): embedded sign-up through the sandbox social-login SDK our server serves,
 * with every outcome spec §8 names, and logout refused while the consent pop-up is open.
 */

/*
 * The sign-up's Cancel step once failed on a clean run with the sign-up still running a minute after the pop-up
 * closed, and never alone (session 27's note). CI keeps only what a run prints: a failing test prints what the
 * console page and its pop-ups said and when each pop-up closed.
 */
const pageLog: string[] = [];
const logged = (line: string) => pageLog.push(`${new Date().toISOString()} ${line}`);
test.beforeEach(({ page }) => {
  pageLog.length = 0;
  page.on('console', (message) => logged(`console ${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logged(`page error: ${error.message}`));
  page.on('popup', (popup) => {
    logged(`pop-up opened: ${popup.url()}`);
    popup.on('console', (message) => logged(`pop-up console ${message.type()}: ${message.text()}`));
    popup.on('close', () => logged('pop-up closed'));
  });
});
// Playwright reads a hook's fixtures from its first parameter's pattern: this hook needs none.
// eslint-disable-next-line no-empty-pattern
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`What the pages said:\n${pageLog.join('\n')}`);
});

/** Clicks `start` and answers the sandbox consent pop-up with `choice`; `feature`: what the pop-up must say it sets up. */
async function consent(page: Page, start: () => Promise<void>, choice: 'Continue' | 'Cancel' | 'Finish without an auth code', feature?: string) {
  const popupOpened = page.waitForEvent('popup');
  await start();
  const popup = await popupOpened;
  await expect(popup.getByText('SANDBOX: not Facebook')).toBeVisible();
  if (feature) await expect(popup.getByText(`Feature: ${feature}`)).toBeVisible();
  const closed = popup.waitForEvent('close');
  // The button closes its own window: the click can outlive the page it was made on, which is its success.
  await popup
    .getByRole('button', { name: choice })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

test('a new account signs up through the sandbox SDK: cancel, no code, logout refused mid-way, then the WABA Data dialog', async ({ page }) => {
  // Two sign-ups through pop-ups (Click to WhatsApp, then Marketing Messages Lite) and two refused ones: 60 s ran out on a clean CI-like run.
  test.setTimeout(120_000);
  await page.goto('/#/login/sandbox');
  await page.getByRole('button', { name: 'Click here to login' }).click();
  await expect(page).toHaveURL(/#\/home$/);

  // Home card: cancelling the consent pop-up.
  await consent(page, () => page.getByRole('button', { name: 'Activate performance metrics' }).click(), 'Cancel', 'WhatsApp Business Platform sign-up');
  await expect(page.getByText('User cancelled login or did not fully authorize')).toBeVisible();

  // Home card: a login that brings back no code.
  await consent(page, () => page.getByRole('button', { name: 'Enable Now' }).click(), 'Finish without an auth code', 'Marketing Messages Lite');
  await expect(page.getByText('Login process was incomplete. Please try again.')).toBeVisible();

  // Logout while the pop-up is open is refused with the §8 alert; the session stays.
  await page.goto('/#/whatsapp-campaign/register-new-whatsapp-api');
  await expect(page.getByRole('heading', { name: 'Register new WhatsApp API' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'register-new-whatsapp-api');
  await screenshotBoth(page, 'whatsapp-register-new');
  await page.getByRole('radio', { name: /Click to WhatsApp/ }).check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect WhatsApp Business account' }).click();
  const popup = await popupOpened;
  await expect(page.getByRole('status').filter({ hasText: 'Sign-up in progress' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const alert = page.getByRole('alertdialog').filter({ hasText: 'Embedded Sign up is in progress, Kindly complete the process or close the Facebook pop-up UI to Logout' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/register-new-whatsapp-api/);

  // Continue: the sign-up call, the two success toasts and the WABA Data dialog, closable only by its button.
  await popup.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'WABA Data' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Smart Messaging Enabled')).toBeVisible();
  await expect(page.getByText('Signup successful!')).toBeVisible();
  await expect(dialog.getByRole('row').nth(1)).toContainText(/\d{15}\s*APPROVED/);
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(600);
  // Toasts fading in are measured half-transparent by axe; the dialog is checked once they are gone.
  await expect(page.getByText('Signup successful!')).toBeHidden();
  await expectNoSeriousAxeViolations(page, 'the WABA Data dialog');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await screenshotBoth(page, 'whatsapp-waba-data-dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Home's Enable Now onboards the new WABA to Marketing Messages Lite, and the card then names it.
  await page.goto('/#/home');
  await expect(page.getByText(/Smart messaging is on for/)).toBeHidden();
  await consent(page, () => page.getByRole('button', { name: 'Enable Now' }).click(), 'Continue', 'Marketing Messages Lite');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/Smart messaging is on for Sandbox business \d+/)).toBeVisible();
  // Logout works again once the sign-up is over.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login/);
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b1d90000000049454e44ae426082', 'hex');

test("numbers and WABAs as the provider reports them; a profile photo refuses a PDF with the spec's message and takes a PNG; auto-response is kept", async ({ page }) => {
  await signIn(page, 'designer');
  // The sign-in lands on home first; going elsewhere before that would race its redirect.
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  // The area's own address is its hub (the user's own menu entries for the area); the older sign-up page signs up too.
  await page.goto('/#/whatsapp-campaign');
  const hub = page.getByRole('region', { name: 'WhatsApp Campaign' });
  await expect(hub.getByRole('link', { name: 'Send WhatsApp' })).toBeVisible();
  await screenshotBoth(page, 'whatsapp-area-hub');
  await hub.getByRole('link', { name: 'Register New WhatsApp API' }).click();
  await expect(page).toHaveURL(/#\/whatsapp-campaign\/register-new-whatsapp-api$/);
  await page.goto('/#/whatsapp-campaign/register-whatsapp-api');
  await expect(page.getByRole('heading', { level: 1, name: 'Register WhatsApp API' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect WhatsApp Business account' })).toBeEnabled();
  for (const [path, title, shows] of [
    ['waba-status', 'WABA Status', 'Acme Retail WABA'],
    ['waba-cloud-list', 'Cloud List', '+919800000101'],
    ['waba-nos-list', 'WABA Numbers', '+919800000101'],
  ] as const) {
    await page.goto(`/#/whatsapp-campaign/${path}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(shows).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, path);
    await screenshotBoth(page, `whatsapp-${path}`);
  }
  await expect(page.locator('tr[data-number="+919800000101"]')).toContainText('10,000 users / 24 h');
  // Spec §7 updatePaymentMethod through the server to the sandbox's Meta, with the credit line the server made up for it.
  await page.goto('/#/whatsapp-campaign/waba-status');
  await page.getByRole('button', { name: 'Attach our credit line to Acme Retail WABA' }).click();
  await expect(page.getByText('Acme Retail WABA now pays with our credit line, in USD.')).toBeVisible();

  await page.goto('/#/whatsapp-campaign/profile');
  await expect(page.getByRole('heading', { name: 'Profiles' })).toBeVisible();
  await page.getByLabel('Number').selectOption({ index: 1 });
  const photo = page.getByLabel('Profile photo', { exact: true });
  await photo.setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(page.getByText('Please upload image only!!')).toBeVisible();
  await photo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Profile photo' })).toBeVisible();
  await expect(page.getByText('Please upload image only!!')).toBeHidden();

  await page.getByLabel('About').fill('Open 9 to 6, Monday to Saturday');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.getByLabel('Reply automatically to incoming messages').check();
  await page.getByRole('button', { name: 'Save auto-response' }).click();
  await expect(page.getByText('Enter the text to reply with.')).toBeVisible();
  await page.getByLabel('Auto-response text').fill('Thanks for writing to Acme Retail; we reply within the hour.');
  await page.getByRole('button', { name: 'Save auto-response' }).click();
  await expect(page.getByText('Auto-response saved')).toBeVisible();
  await page.reload();
  await page.getByLabel('Number').selectOption({ index: 1 });
  await expect(page.getByLabel('About')).toHaveValue('Open 9 to 6, Monday to Saturday');
  await expect(page.getByLabel('Auto-response text')).toHaveValue('Thanks for writing to Acme Retail; we reply within the hour.');
  await expect(page.getByLabel('Reply automatically to incoming messages')).toBeChecked();
  await expect(page.getByText('Auto-response saved')).toBeHidden();
  await expectNoSeriousAxeViolations(page, 'profile');
  await screenshotBoth(page, 'whatsapp-profile');
});
