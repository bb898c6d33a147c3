import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { signIn } from './support/console';

/**
 * Issue #15 tables area against the real server: the designer imports a small opt-out file, finds it
 * by search, sorts it, removes one number and exports the list through the Download Columns dialog
 * (columns and file type) to a job the Download Center shows ready; then makes a contact list and an RCS exclusion
 * group from files, and picks the list as the audience of an RCS campaign form.
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

test('an imported opt-out file is listed, searched, sorted, trimmed and exported to the Download Center; a contact list and an exclusion group are made from files', async ({ page }) => {
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
  await columns.getByRole('radio', { name: 'CSV' }).check();
  await columns.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText(/opt-outs-.*is being prepared/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Download Center' }).click();
  const job = page.getByTestId('download-jobs').locator('tbody tr').filter({ hasText: 'Opt-out list' }).first();
  await expect(job).toHaveAttribute('data-state', 'DONE', { timeout: 60_000 });
  await expect(job).toContainText('Phone, Reason, Opted out');
  await expect(job).toContainText('designer');

  // A contact list and an exclusion group from files, through the same worker-parsed upload.
  const [first, second] = [`${prefix}4001`, `${prefix}4002`];
  const listName = `Fair visitors ${prefix}`;
  await page.goto('/#/tables/contact-lists');
  await page.getByRole('button', { name: 'New list from file' }).click();
  const newList = page.getByRole('dialog', { name: 'New contact list' });
  await newList.getByLabel('List name').fill(listName);
  await newList.getByLabel('Choose files').setInputFiles({ name: 'fair.csv', mimeType: 'text/csv', buffer: Buffer.from(`phone,name,city\n${first},Asha,Pune\n${second},Ravi,Delhi\n`) });
  await newList.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(newList.getByText(`List "${listName}" saved with 2 numbers.`)).toBeVisible();
  await newList.getByRole('button', { name: 'Close' }).first().click();
  await screenshots(page, 'tables-contact-lists');
  await page.getByRole('link', { name: listName }).click();
  await expect(page.getByRole('heading', { name: listName, level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: first })).toContainText('Pune');
  await screenshots(page, 'tables-contact-list');

  const groupName = `Staff ${prefix}`;
  await page.getByRole('link', { name: 'Exclusion groups' }).click();
  await page.getByRole('button', { name: 'New group from file' }).click();
  const newGroup = page.getByRole('dialog', { name: 'New exclusion group' });
  await newGroup.getByLabel('Group name').fill(groupName);
  await newGroup.getByLabel('Choose files').setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(`phone\n${first}\n${second}\n`) });
  await newGroup.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(newGroup.getByText(`Group "${groupName}" now holds 2 numbers.`)).toBeVisible();
  await newGroup.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: groupName, exact: true }).click();
  await expect(page.getByRole('dialog', { name: groupName }).getByRole('listitem')).toHaveText([first, second]);
  await screenshots(page, 'tables-exclusion-groups');
  await page.keyboard.press('Escape');

  // The list as a send form's audience: picked in the RCS campaign form and counted on its review step.
  await page.goto('/#/campaign-management/campaigns-creation');
  await page.getByLabel('Campaign name').fill(`From a list ${prefix}`);
  await page.getByLabel('Sender id').selectOption('acme_retail_agent');
  await page.getByLabel('Template', { exact: true }).selectOption({ label: 'welcome_text · Text' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Upload a file' }).click();
  await page.getByRole('radio', { name: 'A saved contact list' }).click();
  await page.getByLabel('Saved contact list', { exact: true }).selectOption({ label: `${listName} · 2 contacts` });
  await expect(page.getByRole('region', { name: 'First 2 rows' })).toContainText('Asha');
  await page.getByLabel('{{1}}', { exact: true }).selectOption({ label: 'The same value for everyone' });
  await page.getByLabel('Value', { exact: true }).fill('friend');
  await expectNoSeriousAxeViolations(page, 'campaigns-creation with a saved contact list');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Contact list “${listName}” with 2 numbers`)).toBeVisible();
  await expect(page.getByText('2 (0 excluded)')).toBeVisible();

  if (process.env.SCREENSHOTS === '1') {
    await page.goto('/#/tables/engaged-users');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await screenshots(page, 'tables-engaged-users');
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
