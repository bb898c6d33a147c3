import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/console';

/**
 * Issue #31 item 1, "Nothing typed is lost", for the wizards besides Send WhatsApp (whatsapp-send-drafts.spec.ts):
 * a reload in the middle of each keeps what was typed, says so, and (RCS campaign) keeps the step in the address.
 */

const RCS = '/#/campaign-management';
const kept = (page: Page) => expect(page.getByText(/Your unsaved work from .* was kept in this browser/)).toBeVisible();

test('a reload mid-task keeps the work in the RCS campaign, both template builders, the webhook rule and user create', async ({ page, browser }) => {
  // A reload with work in a form asks first (beforeunload); the test answers "leave".
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, 'designer');

  await page.goto(`${RCS}/campaigns-creation`);
  await page.getByLabel('Campaign name').fill('Kept campaign');
  await page.getByLabel('Sender id').selectOption('acme_retail_agent');
  await page.getByLabel('Template', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/campaigns-creation\?step=audience$/);
  await page.reload();
  await kept(page);
  await expect(page.getByRole('heading', { name: 'Audience', level: 2 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Sender and template', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Campaign name')).toHaveValue('Kept campaign');

  await page.goto('/#/whatsapp-campaign/create-template-message');
  await page.getByLabel('Name', { exact: true }).fill('kept_template');
  await page.getByLabel('Message', { exact: true }).fill('Kept across a reload.');
  await page.reload();
  await kept(page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('kept_template');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Kept across a reload.');

  await page.goto(`${RCS}/create-templates?sender=acme_retail_agent`);
  await page.getByLabel('Template name').fill('kept_rcs_template');
  await page.getByLabel('Message text').fill('Kept across a reload.');
  await page.reload();
  await kept(page);
  await expect(page.getByLabel('Template name')).toHaveValue('kept_rcs_template');
  await expect(page.getByLabel('Message text')).toHaveValue('Kept across a reload.');

  await page.goto('/#/whatsapp-campaign/webhook-configuration');
  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByLabel('URL').fill('https://hooks.example.com/kept');
  await page.reload();
  await kept(page);
  await expect(page.getByRole('dialog').getByLabel('URL')).toHaveValue('https://hooks.example.com/kept');

  const admin = await (await browser.newContext()).newPage();
  admin.on('dialog', (dialog) => void dialog.accept());
  await signIn(admin, 'userAdmin');
  await admin.goto('/#/user-list/create-user');
  await admin.getByLabel('User Name').fill('Kept User');
  await admin.getByLabel('Console').check();
  await admin.reload();
  await kept(admin);
  await expect(admin.getByLabel('User Name')).toHaveValue('Kept User');
  await expect(admin.getByLabel('Console')).toBeChecked();
});
