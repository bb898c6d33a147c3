import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { signIn } from './support/console';

/**
 * Issue #15 tables area against the real server: the designer imports a small opt-out file, finds it
 * by search, sorts it, removes one number and exports the list through the Download Columns and File
 * type dialogs to a job the Download Center shows ready.
 */
test.describe.configure({ timeout: 150_000 });

// Numbers of this run only, so a reused database cannot already hold them.
const prefix = `+9197${String(Date.now() % 10_000).padStart(4, '0')}`;
const phones = ['3001', '3003', '3002'].map((tail) => `${prefix}${tail}`);

/** Desktop (1280 px) and 375 px full-page screenshots under docs/screenshots when SCREENSHOTS=1. */
async function screenshots(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const [width, suffix] of [[1280, 'desktop'], [375, 'mobile']] as const) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `docs/screenshots/${name}-${suffix}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

const phoneCells = (page: Page) => page.getByRole('table', { name: 'Opt-out list' }).locator('tbody tr td:first-child');

test('an imported opt-out file is listed, searched, sorted, trimmed and exported to the Download Center', async ({ page }) => {
  await signIn(page, 'designer');
  await page.goto('/#/tables/opt-outs');
  await expect(page.getByRole('heading', { name: 'Opt-out list', level: 1 })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import opt-outs' });
  const csv = ['phone,reason', `${phones[0]},Asked at the counter`, `${phones[1]},Moved abroad`, `${phones[2]},`, 'not-a-number,Broken'].join('\n');
  await dialog.getByLabel('Choose files').setInputFiles({ name: 'opt-outs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByText('3 numbers added, 0 already on the list.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search numbers, reasons and campaigns').fill(prefix);
  await expect(phoneCells(page)).toHaveCount(3);
  await expect(page.getByRole('row').filter({ hasText: phones[0] })).toContainText('Asked at the counter');
  await expect(page.getByRole('row').filter({ hasText: phones[2] })).toContainText('Imported from opt-outs.csv');
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByRole('columnheader', { name: 'Phone' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(phoneCells(page)).toHaveText([...phones].sort());
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(phoneCells(page)).toHaveText([...phones].sort().reverse());

  await page.getByRole('button', { name: `Remove ${phones[1]} from the opt-out list` }).click();
  await expect(phoneCells(page)).toHaveText([phones[2]!, phones[0]!]);
  await expectNoSeriousAxeViolations(page, 'opt-out list (en)');
  await screenshots(page, 'tables-opt-outs');

  await page.getByRole('button', { name: 'Export' }).click();
  const columns = page.getByRole('dialog', { name: 'Download Columns' });
  await columns.getByLabel('Campaign', { exact: true }).uncheck();
  await columns.getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByRole('dialog', { name: 'Select File type to Download' }).getByRole('button', { name: 'CSV' }).click();
  await expect(page.getByText(/opt-outs-.*is being prepared/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Download Center' }).click();
  const job = page.getByTestId('download-jobs').locator('tbody tr').filter({ hasText: 'Opt-out list' }).first();
  await expect(job).toHaveAttribute('data-state', 'DONE', { timeout: 60_000 });
  await expect(job).toContainText('Phone, Reason, Opted out');
  await expect(job).toContainText('designer');

  for (const [path, name] of [
    ['contact-lists', 'tables-contact-lists'],
    ['exclusion-groups', 'tables-exclusion-groups'],
    ['engaged-users', 'tables-engaged-users'],
  ] as const) {
    if (process.env.SCREENSHOTS !== '1') break;
    await page.goto(`/#/tables/${path}`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await screenshots(page, name);
  }

  await useLanguage(page, 'ar');
  await page.goto('/#/tables/opt-outs');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'قائمة إلغاء الاشتراك', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'opt-out list (ar)');
  await screenshots(page, 'tables-opt-outs-arabic');
});
