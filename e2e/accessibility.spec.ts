import { expect, test, type APIRequestContext } from '@playwright/test';
import { consoleSignInUrl } from '../server/auth/login-data';
import { portalSession } from './support/api-session';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import type { DemoLogin } from './support/console';
import { routeTable } from './support/route-table';

/**
 * Issue #16: every screen, in English and in Arabic, has no serious or critical axe violation.
 * Screens are opened as the user who may see them: the public ones signed out, the user list as a
 * user administrator, customer sign-in as the operator, everything else as a designer.
 */
test.describe.configure({ mode: 'parallel' });

const publicScreens = ['/login', '/login/sandbox', '/alert', '/customer-login'];
const redirectsOnly = new Set(['/', '/no-such-page', '/login/enterprise']);

function whoSees(route: string): DemoLogin {
  if (route.startsWith('/user-list')) return 'userAdmin';
  if (route === '/customer-login') return 'operator';
  return 'designer';
}

async function signedInAddress(request: APIRequestContext, route: string): Promise<string> {
  const query = consoleSignInUrl(await portalSession(request, whoSees(route))).split('?')[1] ?? '';
  return `/#${route}?${query}`;
}

for (const language of ['en', 'ar'] as const) {
  for (const route of publicScreens) {
    test(`${route} signed out, ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(`/#${route}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoSeriousAxeViolations(page, `${route} (${language})`);
    });
  }

  for (const route of routeTable.filter((r) => !redirectsOnly.has(r) && !r.startsWith('/login') && r !== '/alert')) {
    test(`${route} signed in, ${language}`, async ({ page, request }) => {
      await useLanguage(page, language);
      await page.goto(await signedInAddress(request, route));
      await expect(page).not.toHaveURL(/session=/);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('navigation', { name: /.+/ }).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, `${route} (${language})`);
    });
  }
}
