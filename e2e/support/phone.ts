import { expect, type Locator, type Page } from '@playwright/test';

/**
 * #29 at 375 px, as a step of a journey: the page turns phone-wide, the things named are wholly in view once
 * scrolled down to (never sideways), the page is no wider than the screen, and the page's width is put back.
 */
export async function expectFitsAPhone(page: Page, things: Locator[]) {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await things[0]!.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120));
  for (const thing of things) await expect(thing).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true);
  if (wide) await page.setViewportSize(wide);
}
