import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { screenshotBoth } from './support/console';

/**
 * WhatsApp accounts (#14): embedded sign-up through the sandbox social-login SDK our server serves,
 * with every outcome spec §8 names, and logout refused while the consent pop-up is open.
 */

/** Clicks `start` and answers the sandbox consent pop-up with `choice`. */
async function consent(page: Page, start: () => Promise<void>, choice: 'Continue' | 'Cancel' | 'Finish without an auth code') {
  const popupOpened = page.waitForEvent('popup');
  await start();
  const popup = await popupOpened;
  await expect(popup.getByText('SANDBOX: not Facebook')).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: choice }).click();
  await closed;
}

test('a new account signs up through the sandbox SDK: cancel, no code, logout refused mid-way, then the WABA Data dialog', async ({ page }) => {
  await page.goto('/#/login/sandbox');
  await page.getByRole('button', { name: 'Click here to login' }).click();
  await expect(page).toHaveURL(/#\/home$/);

  // Home card: cancelling the consent pop-up.
  await consent(page, () => page.getByRole('button', { name: 'Activate performance metrics' }).click(), 'Cancel');
  await expect(page.getByText('User cancelled login or did not fully authorize')).toBeVisible();

  // Home card: a login that brings back no code.
  await consent(page, () => page.getByRole('button', { name: 'Enable Now' }).click(), 'Finish without an auth code');
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
  // Logout works again once the sign-up is over.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login/);
});
