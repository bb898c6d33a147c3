import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { consoleSignInUrl } from '../server/session/routes/login-data';
import { portalSession } from './support/api-session';
import { axeSeriousViolations, useLanguage } from './support/axe';
import type { DemoLogin } from './support/console';
import { routeTable } from './support/route-table';

/**
 * Issue #16: every route opens cold in a new tab, signed out or signed in through the address's
 * session parameters, without the error screen and without a console error; and every screen has no
 * serious or critical axe violation in English and in Arabic. Screens are checked for axe as the user
 * who may see them: the public ones signed out, the user list as a user administrator, customer
 * sign-in as the operator, the report lists as an admin, everything else as a designer.
 *
 * Every signed-in screen is switched to Arabic and checked for its language, direction, error screen and
 * console errors; axe runs in Arabic on the first such screen of each group. A screen's markup is the
 * same in both languages but for its words and direction, and a missing or empty Arabic word is the
 * translation check's to find (scripts/check-translations.mjs); an Arabic axe run on every screen was
 * a fourth of the e2e part's time for that (docs/performance.md, session 26).
 *
 * Each test covers a handful of routes so that it pays for one context and one sign-in, not one per
 * route (issue #16, CI time). Every route still gets a tab of its own, so a page starts cold: a full
 * load with empty session storage. A signed-in screen is checked in Arabic in the same tab, switched
 * through the account menu as a user would, rather than by a second cold load: the cold load in English
 * already proves the route opens. Problems are soft assertions named by route, so a failing test
 * lists every bad route of its group, not only the first.
 */
test.describe.configure({ mode: 'parallel' });

const publicScreens = new Set(['/login', '/login/sandbox', '/alert', '/customer-login']);
const redirectsOnly = new Set(['/', '/no-such-page', '/login/enterprise']);
const signedInScreen = (route: string) => !redirectsOnly.has(route) && !route.startsWith('/login') && route !== '/alert';
const GROUP_SIZE = 8;
/** Per route of a group, on two busy cores: a cold load, network idle and an axe run or two. */
const PER_ROUTE_MS = 30_000;

/** Report lists a non-admin is sent to the reports application from (spec §6); an admin reads them here. */
const adminReportLists = new Set(['/insights', '/whatsapp-campaign/report', '/campaign-management/rcs-reports', '/campaign-management/rcs-campaign-reports']);

function whoSees(route: string): DemoLogin {
  if (route.startsWith('/user-list')) return 'userAdmin';
  if (adminReportLists.has(route)) return 'admin';
  if (route === '/customer-login') return 'operator';
  return 'designer';
}

function groupsOf(routes: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (let at = 0; at < routes.length; at += GROUP_SIZE) groups.push(routes.slice(at, at + GROUP_SIZE));
  return groups;
}

/** One sign-in per demo user and group, through the real API, as a parent portal would. */
function sessions(request: APIRequestContext) {
  const queries = new Map<DemoLogin, Promise<string>>();
  return (who: DemoLogin) => {
    if (!queries.has(who)) queries.set(who, portalSession(request, who).then((data) => consoleSignInUrl(data).split('?')[1] ?? ''));
    return queries.get(who)!;
  };
}

interface Visit {
  route: string;
  /** The address's query that signs in, or none for a signed-out visit. */
  query?: string;
  label: string;
  axe: boolean;
  language: 'en' | 'ar';
  /** After the English axe run, switch the signed-in console to Arabic and check it there. */
  thenArabic?: boolean;
  /** Run axe again in Arabic once switched. */
  arabicAxe?: boolean;
}

/** Opens `visit.route` in a new tab of `context` and checks it softly; answers nothing, closes the tab. */
async function checkCold(context: BrowserContext, visit: Visit) {
  await test.step(visit.label, async () => {
    const page = await context.newPage();
    // Per page, as the tab before may have switched the shared localStorage to Arabic.
    await useLanguage(page, visit.language);
    const errors = collectErrors(page);
    await page.goto(visit.query === undefined ? `/#${visit.route}` : `/#${visit.route}?${visit.query}`);
    if (visit.query !== undefined) await expect.soft(page, `${visit.label}: session parameters left in the address`).not.toHaveURL(/session=/);
    if (visit.query === undefined && !visit.axe && signedInScreen(visit.route)) {
      // A screen behind sign-in, visited signed out, lands on the sign-in page; that page is checked in full on its own.
      await expect.soft(page, `${visit.label}: not sent to sign in`).toHaveURL(/#\/login(\?|$)/);
    } else {
      // A page that polls (the Download Center while a file is prepared) never goes quiet: wait for quiet at most 15 s.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    }
    await expect.soft(page.locator('#root'), `${visit.label}: empty page`).not.toBeEmpty();
    await expect.soft(page.getByText('This page could not be shown.'), `${visit.label}: error screen`).toHaveCount(0);
    await expect.soft(page.getByText('The console could not start'), `${visit.label}: start failure`).toHaveCount(0);
    if (visit.axe) await checkAxe(page, visit);
    if (visit.axe) await checkPhoneWidth(page, visit);
    if (visit.thenArabic) await checkArabic(page, visit);
    expect.soft(errors, `${visit.label}: console errors`).toEqual([]);
    await page.close();
  });
}

async function checkAxe(page: Page, visit: Visit) {
  if (visit.query === undefined) {
    await expect.soft(page.locator('html'), `${visit.label}: language`).toHaveAttribute('lang', visit.language);
  } else {
    await expect.soft(page.getByRole('navigation', { name: /.+/ }).first(), `${visit.label}: the console's frame`).toBeVisible();
  }
  expect.soft(await axeSeriousViolations(page), `${visit.label}: axe`).toEqual([]);
}

/**
 * On a 375 px phone the screen scrolls down, never sideways: wide content (tables, carousels) scrolls in
 * its own box. Polled: charts and the menu settle a few frames after the resize.
 */
async function checkPhoneWidth(page: Page, visit: Visit) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .configure({ soft: true })
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${visit.label}: pixels wider than a 375 px phone`, timeout: 5_000 })
    .toBeLessThanOrEqual(1);
  if (size) await page.setViewportSize(size);
}

/** Switches the console to Arabic through the account menu, then checks the same screen there. */
async function checkArabic(page: Page, visit: Visit) {
  const label = `${visit.label.replace(/\(en\)$/, '')}(ar, switched)`;
  // By keyboard: a pointer crossing from the submenu's trigger to its items can close it on the way.
  await page.getByRole('button', { name: /^Account menu/ }).press('Enter');
  await page.getByRole('menuitem', { name: 'Language' }).press('ArrowRight');
  await page.locator('[role="menuitemradio"][lang="ar"]').press('Enter');
  await expect.soft(page.locator('html'), `${label}: language`).toHaveAttribute('lang', 'ar');
  await expect.soft(page.locator('html'), `${label}: direction`).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect.soft(page.getByText('This page could not be shown.'), `${label}: error screen`).toHaveCount(0);
  if (visit.arabicAxe) expect.soft(await axeSeriousViolations(page), `${label}: axe`).toEqual([]);
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const group of groupsOf(routeTable)) {
  // Public screens are checked signed out, in English and, from a cold load, in Arabic.
  test(`signed out: ${group.join(' ')}`, async ({ context }) => {
    const publicHere = group.filter((route) => publicScreens.has(route));
    test.setTimeout((group.length + publicHere.length) * PER_ROUTE_MS);
    for (const route of group) {
      await checkCold(context, { route, label: `${route} signed out (en)`, axe: publicScreens.has(route), language: 'en' });
    }
    for (const route of publicHere) await checkCold(context, { route, label: `${route} signed out (ar)`, axe: true, language: 'ar' });
  });

  // A designer opens every route cold; the screen's own user (often the designer too) runs axe on it in English, then switches to Arabic.
  test(`signed in: ${group.join(' ')}`, async ({ context, request }) => {
    test.setTimeout(group.length * 2 * PER_ROUTE_MS);
    const sessionOf = sessions(request);
    let arabicAxeDone = false;
    const arabicAxe = () => !arabicAxeDone && (arabicAxeDone = true);
    for (const route of group) {
      const screen = signedInScreen(route);
      const axeHere = screen && whoSees(route) === 'designer';
      await checkCold(context, { route, query: await sessionOf('designer'), label: `${route} signed in (en)`, axe: axeHere, thenArabic: axeHere, arabicAxe: axeHere && arabicAxe(), language: 'en' });
      if (screen && !axeHere) {
        const who = whoSees(route);
        await checkCold(context, { route, query: await sessionOf(who), label: `${route} signed in as ${who} (en)`, axe: true, thenArabic: true, arabicAxe: arabicAxe(), language: 'en' });
      }
    }
  });
}
