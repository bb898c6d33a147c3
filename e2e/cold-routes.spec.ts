import { expect, test, type Page } from '@playwright/test';
import { consoleSignInUrl } from '../server/auth/login-data';
import { portalSession } from './support/api-session';
import { routeTable } from './support/route-table';

/**
 * Issue #16: every route opens cold in a new tab, signed out or signed in through the address's
 * session parameters, without the error screen and without a console error. Each test's page is a
 * new tab in a new context, so session storage starts empty.
 */
test.describe.configure({ mode: 'parallel' });

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectShown(page: Page, errors: string[]) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText('This page could not be shown.')).toHaveCount(0);
  await expect(page.getByText('The console could not start')).toHaveCount(0);
  expect(errors).toEqual([]);
}

for (const route of routeTable) {
  test(`${route} opens cold signed out`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/#${route}`);
    await expectShown(page, errors);
  });

  test(`${route} opens cold signed in through the address`, async ({ page, request }) => {
    const query = consoleSignInUrl(await portalSession(request, 'designer')).split('?')[1] ?? '';
    const errors = collectErrors(page);
    await page.goto(`/#${route}?${query}`);
    await expect(page).not.toHaveURL(/session=/);
    await expectShown(page, errors);
  });
}
