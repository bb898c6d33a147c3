import { expect, type Locator, type Page } from '@playwright/test';
import { demoLogins } from '../../server/seed/demo-accounts';

export type DemoLogin = keyof typeof demoLogins;

/** Signs in through the enterprise screen, as a person would. */
export async function signIn(page: Page, who: DemoLogin) {
  const account = demoLogins[who];
  await page.goto('/#/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/#\/login/);
}

/** The sidebar's entries as their route paths, top level and submenus, in order. */
export async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /main menu/i });
  await expect(nav).toBeVisible();
  const ids = await nav.locator('[data-testid^="menu-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^menu-/, ''));
}

/**
 * A full-page screenshot under docs/screenshots, desktop and 375 px wide, when SCREENSHOTS=1: the files are
 * committed for review, so an ordinary test run must not rewrite them.
 */
export async function screenshotBoth(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.screenshot({ path: `docs/screenshots/${name}-desktop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `docs/screenshots/${name}-mobile.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 860 });
}

/** The page at the width it has now (a journey kept at 375 px), under docs/screenshots, when SCREENSHOTS=1. */
export async function screenshotAsIs(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** One element (a phone preview) as it is drawn now, under docs/screenshots, when SCREENSHOTS=1. */
export async function screenshotOf(element: Locator, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await element.screenshot({ path: `docs/screenshots/${name}.png`, animations: 'disabled' });
}

/** A viewport-sized desktop screenshot under docs/screenshots, when SCREENSHOTS=1 (see `screenshotBoth`). */
export async function screenshotDesktop(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `docs/screenshots/${name}-desktop.png`, animations: 'disabled' });
}
