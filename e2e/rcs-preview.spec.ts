import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotOf, signIn } from './support/console';

const BASE = '/#/campaign-management';
const CDN = 'https://cdn.acme.example';
/** A picture RBM could fetch, drawn by the test: a stand-in for the seeded address this machine cannot reach. */
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="720" viewBox="0 0 1440 720"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0b57d0"/><stop offset="1" stop-color="#f9ab00"/></linearGradient></defs><rect width="1440" height="720" fill="url(#g)"/><circle cx="720" cy="360" r="200" fill="#fff" opacity=".5"/></svg>`;

const preview = (page: Page) => page.getByRole('figure', { name: 'Phone preview of the RCS message' });
const card = (page: Page, index: number) => page.locator(`[data-card-editor="cards.${index}"]`);

/** Whether `inner` ends inside `outer` on the right (left in RTL): nothing of it is cut off by the phone's edge. */
async function insideOnTheRight(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return a !== null && b !== null && a.x >= b.x && a.x + a.width <= b.x + b.width;
}

test('the phone preview draws cards at their dp sizes without cutting them off, and names a media URL that cannot load', async ({ page }) => {
  await page.route(`${CDN}/**`, (route) => route.fulfill({ contentType: 'image/svg+xml', body: PICTURE }));
  await page.route('https://media.invalid/**', (route) => route.abort('namenotresolved'));
  await signIn(page, 'designer');
  await page.goto(`${BASE}/create-templates?sender=acme_retail_agent`);
  await page.getByLabel('Message type').selectOption('rich_card');
  await page.getByLabel('Title').fill('Weekend offer');
  await page.getByLabel('Description').fill('Twenty percent off everything until Sunday.');
  const phone = preview(page);

  await page.getByLabel('Media URL').fill('https://media.invalid/pulse-offer.jpg');
  const box = phone.locator('[data-media-state]');
  await expect(box).toHaveAttribute('data-media-state', 'failed');
  await expect(box).toContainText('This media could not load');
  await expect(box).toContainText('https://media.invalid/pulse-offer.jpg');
  await screenshotOf(phone, 'rcs-preview-media-failed');

  await page.getByLabel('Media URL').fill(`${CDN}/pulse-offer.jpg`);
  await expect(box).toHaveAttribute('data-media-state', 'loaded');
  for (const [height, dp] of [['SHORT', 112], ['MEDIUM', 168], ['TALL', 264]] as const) {
    await page.getByLabel('Media height').selectOption(height);
    await expect(box).toHaveCSS('height', `${dp}px`);
    expect(await insideOnTheRight(phone.locator('[data-card-width]'), phone)).toBe(true);
    await screenshotOf(phone, `rcs-preview-card-${height.toLowerCase()}`);
  }

  // A carousel: each card's own media height, all at the carousel's width (TALL does not fit SMALL).
  await page.getByLabel('Message type').selectOption('carousel');
  await page.getByRole('button', { name: 'Add card' }).click();
  for (const [index, height] of (['SHORT', 'MEDIUM', 'TALL'] as const).entries()) {
    await card(page, index).getByLabel('Title').fill(`Card ${index + 1}`);
    await card(page, index).getByLabel('Media URL').fill(`${CDN}/card-${index + 1}.jpg`);
    await card(page, index).getByLabel('Media height').selectOption(height);
  }
  await expect(phone.locator('[data-card-width="232"]')).toHaveCount(3);
  await expect(phone.locator('[data-media-state="loaded"]')).toHaveCount(3);
  await screenshotOf(phone, 'rcs-preview-carousel-medium');
  // Scrolled to its end, the last card is whole inside the phone.
  await phone.locator('[data-carousel]').evaluate((carousel) => carousel.scrollTo({ left: carousel.scrollWidth }));
  await expect.poll(() => insideOnTheRight(phone.locator('[data-card-width]').nth(2), phone)).toBe(true);
  await screenshotOf(phone, 'rcs-preview-carousel-medium-end');
  await card(page, 2).getByRole('button', { name: /^Remove / }).click();
  await page.getByLabel('Card width').selectOption('SMALL');
  await expect(phone.locator('[data-card-width="120"]')).toHaveCount(2);
  expect(await insideOnTheRight(phone.locator('[data-card-width]').nth(1), phone)).toBe(true);
  await screenshotOf(phone, 'rcs-preview-carousel-small');

  // A box narrower than the phone shows it whole, scaled down, not cut off.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(phone).not.toHaveAttribute('data-scale', '1');
  expect(await insideOnTheRight(phone, page.locator('main'))).toBe(true);
  await screenshotOf(phone, 'rcs-preview-carousel-small-375');
});
