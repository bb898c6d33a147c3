import { expect, test } from '@playwright/test';
import { screenshotBoth, screenshotDesktop, signIn } from './support/console';

// This project's server is configured with a 3-second idle period (playwright.config.ts).

test('the idle warning counts down, Stay keeps the session', async ({ page }) => {
  await signIn(page, 'designer');
  const dialog = page.getByRole('dialog', { name: 'You Have Been Idle!' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(/You will time out in \d seconds?!/);
  await screenshotDesktop(page, 'idle-warning');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/home$/);
});

test('letting the countdown run out signs the user out', async ({ page }) => {
  await signIn(page, 'designer');
  await expect(page.getByRole('dialog', { name: 'You Have Been Idle!' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/#\/login$/, { timeout: 15_000 });
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/login$/);
});

test('Logout in the idle warning signs the user out at once', async ({ page }) => {
  await signIn(page, 'designer');
  const dialog = page.getByRole('dialog', { name: 'You Have Been Idle!' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login$/);
});

test('the alert page shows its titles', async ({ page }) => {
  await page.goto('/#/alert?type=success&title=scheduled&message=Campaign%20queued');
  await expect(page.getByRole('heading', { name: 'SCHEDULED' })).toBeVisible();
  await screenshotBoth(page, 'alert');
});
