import { expect, test } from '@playwright/test';
import { demoLogins } from '../server/seed/demo-accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { screenshotBoth, signIn } from './support/console';

test.describe('enterprise sign-in', () => {
  test('the root opens the enterprise sign-in page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your console' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await screenshotBoth(page, 'sign-in-enterprise');
  });

  test('shows the required messages once a field is touched', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('Username').focus();
    await page.getByLabel('Password').focus();
    await expect(page.getByText('Username is required')).toBeVisible();
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password').fill('   ');
    await page.getByLabel('Username').focus();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page, 'sign-in with field errors');
  });

  test('a wrong password shows the dismissible danger alert and keeps what was typed', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('Username').fill(demoLogins.designer.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(demoLogins.designer.username);
    await screenshotBoth(page, 'sign-in-failure');
    await expectNoSeriousAxeViolations(page, 'sign-in with the failure alert');
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toBeHidden();
  });

  test('a good password lands on home', async ({ page }) => {
    await signIn(page, 'designer');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  });
});
