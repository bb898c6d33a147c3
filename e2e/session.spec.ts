import { expect, test } from '@playwright/test';
import { demoCustomers } from '../server/seed/demo-accounts';
import { consoleSignInUrl } from '../server/session/routes/login-data';
import { portalSession } from './support/api-session';
import { expectNoSeriousAxeViolations } from './support/axe';
import { screenshotBoth, screenshotDesktop, signIn } from './support/console';

test('logout ends the session and returns to the sign-in page', async ({ page }) => {
  await signIn(page, 'designer');
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await screenshotDesktop(page, 'user-menu');
  await expectNoSeriousAxeViolations(page, 'the open user menu');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/login$/);
});

test('an administrator opens a customer, works as them, and logs out back to customer-login', async ({ page }) => {
  await signIn(page, 'operator');
  await expect(page).toHaveURL(/#\/customer-login$/);
  await screenshotBoth(page, 'customer-login');
  await page.getByLabel('Customer username').fill(demoCustomers.acme.username);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByTestId('menu-/customer-login')).toHaveCount(0);
  await expect(page.getByTestId('menu-/whatsapp-campaign')).toBeVisible();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/customer-login$/);
  await expect(page.getByRole('heading', { name: 'Customer Login' })).toBeVisible();
});

test('a customer whose IP check fails stays on customer-login with the reason', async ({ page }) => {
  await signIn(page, 'operator');
  await page.getByLabel('Customer username').fill(demoCustomers.globex.username);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/#\/customer-login$/);
});

test('an unknown customer shows the translated error', async ({ page }) => {
  await signIn(page, 'operator');
  await page.getByLabel('Customer username').fill('nobody-here');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText(/customer/i);
});

test('a white-label session opened from address parameters shows its logo and title and no footer', async ({ page, request }) => {
  const session = await portalSession(request, 'whiteLabel');
  // The same address a portal (and the server's sandbox sign-in) builds.
  await page.goto(consoleSignInUrl(session));
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page).toHaveTitle('Chatbot builder');
  await expect(page.getByText('Powered by')).toHaveCount(0);
  const logo = page.getByRole('banner').getByRole('img').first();
  await expect(logo).toHaveAttribute('src', /^data:image\//);
  await screenshotBoth(page, 'home-white-label');
});

test('the provider account shows the brand in the title and the footer', async ({ page }) => {
  await signIn(page, 'designer');
  await expect(page).toHaveTitle('Pulse Chatbot builder');
  await expect(page.getByText('Powered by')).toBeVisible();
  await screenshotBoth(page, 'home');
  await page.getByRole('link', { name: 'Start Broadcast' }).click();
  await expect(page).toHaveURL(/#\/home\/select-channel$/);
  await screenshotBoth(page, 'select-channel');
});

test('an invalid token in the address clears silently and goes to sign-in', async ({ page }) => {
  await page.goto('/#/home?session=s&token=forged&username=designer&esme=1001');
  await expect(page).toHaveURL(/#\/login$/);
});

test('switching to Arabic mirrors the layout and is remembered', async ({ page }) => {
  await signIn(page, 'designer');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Language' }).press('ArrowRight');
  await page.getByRole('menuitemradio', { name: 'العربية' }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await screenshotBoth(page, 'home-arabic');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the sandbox sign-in opens the sandbox account', async ({ page }) => {
  await page.goto('/#/login/sandbox');
  await screenshotBoth(page, 'sign-in-sandbox');
  await page.getByRole('button', { name: 'Click here to login' }).click();
  await expect(page).toHaveURL(/#\/home$/);
});

test('status polling notices a session ended elsewhere and shows the expiry alert', async ({ page, request }) => {
  // An account no other spec signs in with: clearing its sessions must not end another test's session.
  await signIn(page, 'globexAdmin');
  // A second sign-in that asks to clear other sessions ends this one on the server.
  await portalSession(request, 'globexAdmin', { clearsess: 'true' });
  const alert = page.getByRole('alertdialog').filter({ hasText: 'Your session is expired!' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText('Attention!');
  await expectNoSeriousAxeViolations(page, 'the session-expired alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/login$/);
});
