import { expect, test, type Page } from '@playwright/test';
import { screenshotBoth, signIn } from './support/console';

const rows = (page: Page) => page.getByRole('table', { name: 'Users' }).locator('tbody tr');

async function createUser(page: Page, name: string, local: string) {
  await page.getByRole('link', { name: 'Create User' }).click();
  await expect(page).toHaveURL(/#\/user-list\/create-user$/);
  await page.getByLabel('User Name').fill(name);
  await page.getByLabel('Email').fill(local);
  await page.getByLabel('Console').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/user-list$/);
}

test('a user administrator creates, finds, sorts, pages and deletes users', async ({ page }) => {
  await signIn(page, 'userAdmin');
  await expect(page).toHaveURL(/#\/user-list$/);
  await expect(rows(page).first()).toBeVisible();
  await screenshotBoth(page, 'user-list');

  const stamp = String(Date.now() % 1_000_000);
  await createUser(page, `e2e alpha ${stamp}`, `Alpha.${stamp}`);
  await expect(page.getByText(/created/i).first()).toBeVisible();

  // Newest first by default: the user just created heads the list, its name in title case.
  await expect(rows(page).first()).toContainText(`E2e Alpha ${stamp}`);
  await expect(rows(page).first()).toContainText(`alpha.${stamp}@pulse.example`);

  await page.getByPlaceholder('Name, email or date').fill(`ALPHA.${stamp}`);
  await expect(rows(page)).toHaveCount(1);
  await page.getByPlaceholder('Name, email or date').fill('');

  await page.getByRole('button', { name: 'Created Date' }).click();
  await expect(rows(page).first()).not.toContainText(`E2e Alpha ${stamp}`);
  await page.getByRole('button', { name: 'Created Date' }).click();
  await expect(rows(page).first()).toContainText(`E2e Alpha ${stamp}`);

  await page.getByLabel('Per page').click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(rows(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/Page 2 of/)).toBeVisible();
  await page.getByRole('button', { name: 'Previous page' }).click();

  await page.getByTestId(`delete-user-e2e alpha ${stamp}`).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/deleted/i).first()).toBeVisible();
  await page.getByPlaceholder('Name, email or date').fill(stamp);
  await expect(rows(page).filter({ hasText: stamp })).toHaveCount(0);
});

test('the create form validates once touched, keeps values on a server error, and clears', async ({ page }) => {
  await signIn(page, 'userAdmin');
  await page.getByRole('link', { name: 'Create User' }).click();
  await screenshotBoth(page, 'create-user');
  await page.getByLabel('User Name').focus();
  await page.getByLabel('Email').focus();
  await page.getByLabel('User Name').focus();
  await expect(page.getByText('User name is required.')).toBeVisible();
  await page.getByLabel('Email').fill('bad address!');
  await page.getByLabel('User Name').focus();
  await expect(page.getByText('Use letters, digits, hyphens, underscores and dots only.')).toBeVisible();

  // An existing username: the server refuses it and everything typed stays.
  await page.getByLabel('User Name').fill('designer');
  await page.getByLabel('Email').fill('designer.again');
  await page.getByLabel('Lounge').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Error!!').first()).toBeVisible();
  await expect(page.getByLabel('User Name')).toHaveValue('designer');
  await expect(page.getByLabel('Email')).toHaveValue('designer.again');
  await expect(page.getByLabel('Lounge')).toBeChecked();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('User Name')).toHaveValue('');
  await expect(page.getByLabel('Lounge')).not.toBeChecked();
  await page.getByRole('link', { name: 'Back' }).or(page.getByRole('button', { name: 'Back' })).click();
  await expect(page).toHaveURL(/#\/user-list$/);
});
