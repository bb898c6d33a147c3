import { expect, test, type Page } from '@playwright/test';
import { screenshotAsIs, signIn } from './support/console';

/**
 * Issue #31 item 1, "Nothing typed is lost", for the wizards besides Send WhatsApp (whatsapp-send-drafts.spec.ts):
 * a reload in the middle of each keeps what was typed, says so, and (RCS campaign) keeps the step in the address;
 * on a desktop and on a 375 px phone, where no step scrolls sideways. SCREENSHOTS=1 keeps each step's picture.
 */

const RCS = '/#/campaign-management';
// Five wizards in one test, each opened, filled and reloaded: about 40 s alone, more on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SIZES = { desktop: { width: 1366, height: 860 }, mobile: { width: 375, height: 812 } } as const;

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`a reload mid-task keeps the work in the RCS campaign, both template builders, the webhook rule and user create (${size})`, async ({ page, browser }) => {
    /** After the reload: the work is said to be kept, the page is no wider than the screen, and its picture is taken. */
    const kept = async (on: Page, step: string) => {
      await expect(on.getByText(/Your unsaved work from .* was kept in this browser/)).toBeVisible();
      expect(await on.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true);
      await screenshotAsIs(on, `journey-${step}-${size}`);
    };
    await page.setViewportSize(viewport);
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
    await expect(page.getByRole('heading', { name: 'Audience', level: 2 })).toBeVisible();
    await kept(page, 'rcs-campaign-audience');
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Sender and template', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Campaign name')).toHaveValue('Kept campaign');

    await page.goto('/#/whatsapp-campaign/create-template-message');
    await page.getByLabel('Name', { exact: true }).fill('kept_template');
    await page.getByLabel('Message', { exact: true }).fill('Kept across a reload.');
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('kept_template');
    await kept(page, 'whatsapp-template-create');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Kept across a reload.');

    await page.goto(`${RCS}/create-templates?sender=acme_retail_agent`);
    await page.getByLabel('Template name').fill('kept_rcs_template');
    await page.getByLabel('Message text').fill('Kept across a reload.');
    await page.reload();
    await expect(page.getByLabel('Template name')).toHaveValue('kept_rcs_template');
    await kept(page, 'rcs-template-create');
    await expect(page.getByLabel('Message text')).toHaveValue('Kept across a reload.');

    await page.goto('/#/whatsapp-campaign/webhook-configuration');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByLabel('URL').fill('https://hooks.example.com/kept');
    await page.reload();
    await expect(page.getByRole('dialog').getByLabel('URL')).toHaveValue('https://hooks.example.com/kept');
    await kept(page, 'webhook-rule');

    const admin = await (await browser.newContext({ viewport })).newPage();
    admin.on('dialog', (dialog) => void dialog.accept());
    await signIn(admin, 'userAdmin');
    await admin.goto('/#/user-list/create-user');
    await admin.getByLabel('User Name').fill('Kept User');
    await admin.getByLabel('Console').check();
    await admin.reload();
    await expect(admin.getByLabel('User Name')).toHaveValue('Kept User');
    await expect(admin.getByLabel('Console')).toBeChecked();
    await kept(admin, 'user-create');
  });
}
