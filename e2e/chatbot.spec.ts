import { expect, test, type Page } from '@playwright/test';
import { screenshotBoth, signIn } from './support/console';
import { addFromPalette, createBotFromList } from './support/canvas';

const nodes = (page: Page) => page.locator('.react-flow__node');

/** Drags a palette item onto the canvas; dnd-kit needs intermediate pointer moves. */
async function dropFromPalette(page: Page, kind: string, yFromBottom: number, xFromCentre = 0) {
  const item = await page.getByTestId(`palette-${kind}`).boundingBox();
  const area = await page.getByTestId('canvas').boundingBox();
  await page.mouse.move(item!.x + 20, item!.y + 10);
  await page.mouse.down();
  await page.mouse.move(area!.x + area!.width / 2 + xFromCentre, area!.y + area!.height - yFromBottom, { steps: 12 });
  await page.mouse.up();
}

test('a designer builds a flow on the canvas, saves it, finds it intact after a reload and publishes it', async ({ page }) => {
  await signIn(page, 'designer');
  await page.goto('/#/chatbot/folders/list-folder');
  await expect(page.getByText('Order assistant').first()).toBeVisible();
  await screenshotBoth(page, 'chatbot-bots');

  const stamp = String(Date.now() % 1_000_000);
  await createBotFromList(page, `E2E bot ${stamp}`);

  await page.getByRole('link', { name: 'Create flow' }).click();
  await page.getByLabel('Flow name').fill('Welcome');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/chatbot\/edit-flow\//);
  await expect(page.getByTestId('canvas')).toBeVisible();
  const before = await nodes(page).count();

  // Build: two messages from the palette, connected, with a text typed in the inspector.
  // Side by side and clear of the minimap in the bottom corner, so nothing covers the handles dragged between.
  await dropFromPalette(page, 'MESSAGE', 320, -200);
  await expect(nodes(page)).toHaveCount(before + 1);
  await dropFromPalette(page, 'MESSAGE', 320, 100);
  await expect(nodes(page)).toHaveCount(before + 2);
  const firstId = await nodes(page).nth(before).getAttribute('data-id');
  const secondId = await nodes(page).nth(before + 1).getAttribute('data-id');
  await page.getByTestId(`handle-${firstId}-next`).dragTo(page.getByTestId(`handle-${secondId}-in`));
  await expect(page.getByTestId('announcer')).toContainText('Connected');

  await nodes(page).nth(before).click();
  const text = page.getByTestId('inspector').locator('textarea, input').first();
  await text.fill('Hello from the e2e test');
  await expect(text).toHaveValue('Hello from the e2e test');

  // Undo takes the whole burst of typing back as one step; redo brings it again.
  await page.getByTestId('toolbar-undo').click();
  await expect(text).not.toHaveValue('Hello from the e2e test');
  await page.getByTestId('toolbar-redo').click();
  await expect(text).toHaveValue('Hello from the e2e test');
  await screenshotBoth(page, 'chatbot-canvas');

  await page.getByTestId('toolbar-save').click();
  await expect(page.getByText(/Draft saved/)).toBeVisible();

  await page.reload();
  await expect(nodes(page)).toHaveCount(before + 2);
  await nodes(page).nth(before).click();
  await expect(page.getByTestId('inspector').locator('textarea, input').first()).toHaveValue('Hello from the e2e test');

  // The second message has no text yet: the problem blocks publishing until it is fixed.
  await expect(page.getByTestId('toolbar-publish')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('problems-panel')).toContainText('1 error,');
  await page.getByTestId('problem-0').click();
  await expect(page.locator(':focus')).toHaveAttribute('data-field', /text/);
  await page.keyboard.type('Goodbye');
  await expect(page.getByTestId('problems-panel')).toContainText('0 errors');
  await expect(page.getByTestId('toolbar-publish')).not.toHaveAttribute('aria-disabled', 'true');

  await page.getByTestId('toolbar-publish').click();
  const confirm = page.getByRole('dialog', { name: 'Publish this flow?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Publish' }).click();
  // Published versions are numbered 1, 2, 3 per flow, apart from the draft revision they came from.
  const published = page.getByText(/^Published version \d+\.$/);
  await expect(published).toBeVisible();
  const version = (await published.innerText()).match(/\d+/)![0];
  await page.getByRole('button', { name: 'Versions' }).click();
  await expect(page.getByText(`Version ${version}`).first()).toBeVisible();
  await screenshotBoth(page, 'chatbot-versions');
});

async function createFlow(page: Page, botId: string, name: string) {
  await page.goto(`/#/chatbot/create-flow?botId=${encodeURIComponent(botId)}`);
  await page.getByLabel('Flow name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/chatbot\/edit-flow\//);
  await expect(page.getByTestId('canvas')).toBeVisible();
}

test('a designer points a FLOW node at another flow and an APP node at an app by name, and finds both named after a reload', async ({ page }) => {
  const stamp = String(Date.now() % 1_000_000);
  await signIn(page, 'designer');

  await page.goto('/#/chatbot/create-app/app-list');
  await page.getByRole('button', { name: 'New app' }).click();
  const appDialog = page.getByRole('dialog', { name: 'New app' });
  await appDialog.getByLabel('App name').fill(`CRM ${stamp}`);
  await appDialog.getByLabel('Callback URL').fill('https://crm.example.com/hook');
  await appDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`App CRM ${stamp} saved.`)).toBeVisible();

  await createBotFromList(page, `Jump bot ${stamp}`);
  const botId = new URL(page.url().replace('/#/', '/')).searchParams.get('botId') ?? '';
  expect(botId).not.toBe('');
  await createFlow(page, botId, 'Billing');
  await createFlow(page, botId, 'Welcome');

  const inspector = page.getByTestId('inspector');
  const jump = await addFromPalette(page, 'FLOW');
  const flowPicker = inspector.getByRole('combobox', { name: 'Flow to go to' });
  await expect(flowPicker.getByRole('option')).toHaveText(['Choose a flow…', 'Billing (DRAFT)']);
  // A native select: focused, typing a name picks it, as a keyboard user would.
  await flowPicker.focus();
  await page.keyboard.type('Billing');
  await expect(flowPicker).toHaveValue(/.+/);
  await expect(page.getByTestId(`node-${jump}`)).toContainText('→ Billing');

  const app = await addFromPalette(page, 'APP');
  await inspector.getByRole('combobox', { name: 'App' }).selectOption({ label: `CRM ${stamp}` });
  await expect(page.getByTestId(`node-${app}`)).toContainText(`CRM ${stamp}`);

  await page.getByTestId('toolbar-save').click();
  await expect(page.getByText(/Draft saved/)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`node-${jump}`)).toContainText('→ Billing');
  await expect(page.getByTestId(`node-${jump}`)).toHaveAccessibleName('→ Billing');
  await expect(page.getByTestId(`node-${app}`)).toContainText(`CRM ${stamp}`);
  await expect(page.getByTestId('problems-panel')).not.toContainText('The target flow does not exist.');
});

test('the bot list shows the empty-state message to an account with no bots', async ({ page }) => {
  await signIn(page, 'whiteLabel');
  await page.goto('/#/chatbot/folders/list-folder');
  await expect(page.getByText('There are no bots. Please create one.')).toBeVisible();
});
