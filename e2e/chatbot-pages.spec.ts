import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { echoPort } from '../playwright.config';
import { chatbotApi, converse, publishedBot } from './support/chatbot-api';
import { signIn } from './support/console';
import { exportToDownloadCenter } from './support/download-center';

const echoOrigin = `http://127.0.0.1:${echoPort}`;
const stamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
const confirmDialog = (page: Page) => page.getByRole('alertdialog');
const folderCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('Create your Bot on the home card opens the bot list', async ({ page }) => {
  await signIn(page, 'designer');
  await page.goto('/#/home');
  await page.getByRole('button', { name: 'Create your Bot' }).or(page.getByRole('link', { name: 'Create your Bot' })).click();
  await expect(page).toHaveURL(/#\/chatbot\/folders\/list-folder$/);
  await expect(page.getByRole('heading', { name: 'Bots', exact: true })).toBeVisible();
});

test('folders: create, rename, file a bot, move it, refuse to delete a full folder, delete bot and folders', async ({ page }) => {
  const id = stamp();
  await signIn(page, 'designer');
  await page.goto('/#/chatbot/folders/list-folder');

  for (const name of [`Sales ${id}`, `Support ${id}`]) {
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('dialog').getByLabel('Folder name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(folderCard(page, name)).toBeVisible();
  }

  await page.getByRole('button', { name: `Rename folder Sales ${id}` }).click();
  await page.getByRole('dialog').getByLabel('Folder name').fill(`Sales EU ${id}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(folderCard(page, `Sales EU ${id}`)).toBeVisible();
  await expect(folderCard(page, `Sales ${id}`)).toHaveCount(0);

  // A name another folder has already (in any case): the server refuses it, the dialog stays with what was typed.
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog').getByLabel('Folder name').fill(`support ${id}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Error!!').first()).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Folder name')).toHaveValue(`support ${id}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(folderCard(page, `support ${id}`)).toHaveCount(0);

  await page.getByRole('link', { name: `Create a bot in Sales EU ${id}` }).click();
  await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(/.+/);
  await page.getByLabel('Bot name').fill(`Pricing bot ${id}`);
  await page.getByLabel('Description').fill('Answers price questions');
  await page.getByLabel('Channel').selectOption('WHATSAPP');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: `Flows of Pricing bot ${id}` })).toBeVisible();

  await page.goto('/#/chatbot/folders/list-folder');
  const sales = folderCard(page, `Sales EU ${id}`);
  await expect(sales.getByRole('link', { name: `Pricing bot ${id}` })).toBeVisible();
  await expect(sales).toContainText('WhatsApp');
  await expect(sales).toContainText('Answers price questions');

  await page.getByRole('button', { name: `Delete folder Sales EU ${id}` }).click();
  await expect(confirmDialog(page).or(page.getByRole('dialog'))).toContainText('holds 1 bot');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Move bot Pricing bot ${id} to another folder` }).click();
  await page.getByRole('dialog').getByLabel('Folder').selectOption({ label: `Support ${id}` });
  await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
  await expect(folderCard(page, `Support ${id}`).getByRole('link', { name: `Pricing bot ${id}` })).toBeVisible();
  await expect(folderCard(page, `Sales EU ${id}`)).toContainText('No bots in this folder.');

  await page.getByRole('button', { name: `Rename bot Pricing bot ${id}` }).click();
  await page.getByRole('dialog').getByLabel('Bot name').fill(`Quotes bot ${id}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(folderCard(page, `Support ${id}`).getByRole('link', { name: `Quotes bot ${id}` })).toBeVisible();

  // Cancelling the confirmation keeps the bot; confirming deletes it.
  await page.getByRole('button', { name: `Delete bot Quotes bot ${id}` }).click();
  await expect(confirmDialog(page)).toContainText(`Quotes bot ${id} will be deleted`);
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: `Quotes bot ${id}` })).toBeVisible();
  await page.getByRole('button', { name: `Delete bot Quotes bot ${id}` }).click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: `Quotes bot ${id}` })).toHaveCount(0);

  for (const name of [`Sales EU ${id}`, `Support ${id}`]) {
    await page.getByRole('button', { name: `Delete folder ${name}` }).click();
    await expect(confirmDialog(page)).toContainText(`The folder ${name} will be deleted.`);
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(folderCard(page, name)).toHaveCount(0);
  }
});

test('create-bot keeps what was typed when the server refuses it', async ({ page, request }) => {
  const id = stamp();
  const api = await chatbotApi(request, 'designer');
  const folder = await api.call('POST', 'folders', { name: `Short-lived ${id}` });
  await signIn(page, 'designer');
  await page.goto(`/#/chatbot/create-bot?folderId=${String(folder.json.id)}`);
  await page.getByLabel('Bot name').fill(`Orphan bot ${id}`);
  await page.getByLabel('Description').fill('Typed before the folder went away');
  await page.getByLabel('Channel').selectOption('WHATSAPP');
  // Someone else deletes the folder meanwhile: the server answers 400 for folder_id.
  expect((await api.call('DELETE', `folders/${String(folder.json.id)}`)).status).toBe(200);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Error!!').first()).toBeVisible();
  await expect(page).toHaveURL(/create-bot/);
  await expect(page.getByLabel('Bot name')).toHaveValue(`Orphan bot ${id}`);
  await expect(page.getByLabel('Description')).toHaveValue('Typed before the folder went away');
  await expect(page.getByLabel('Channel')).toHaveValue('WHATSAPP');

  await page.getByLabel('Bot name').fill('');
  await page.getByLabel('Description').focus();
  await expect(page.getByText('Enter a name of 1 to 100 characters.')).toBeVisible();
});

test('flows: create opens the canvas; the list shows state, version and last edit; choose the entry flow; duplicate and delete with confirmation', async ({ page, request }) => {
  const id = stamp();
  const api = await chatbotApi(request, 'designer');
  const live = await publishedBot(api, `Flows bot ${id}`, echoOrigin);
  await signIn(page, 'designer');
  await page.goto(`/#/chatbot/flow-list?botId=${live.botId}`);
  await expect(page.getByRole('heading', { name: `Flows of Flows bot ${id}` })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Flows' }).locator('tbody tr');
  const signUp = rows.filter({ hasText: live.flowName });
  await expect(signUp).toContainText('PUBLISH');
  await expect(signUp).toContainText('Entry');
  await expect(signUp).toContainText('published v1');
  await expect(signUp).toContainText('designer');

  await page.getByRole('link', { name: 'Create flow' }).click();
  await expect(page).toHaveURL(/create-flow\?botId=/);
  await expect(page.getByLabel('Bot', { exact: true })).toHaveValue(live.botId);
  await page.getByLabel('Flow name').fill(`Returns ${id}`);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/chatbot\/edit-flow\//);
  await expect(page.getByTestId('canvas')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/#/chatbot/flow-list?botId=${live.botId}`);
  const returns = rows.filter({ hasText: `Returns ${id}` });
  await expect(returns).toContainText('DRAFT');
  await expect(returns.getByRole('cell').nth(2)).toHaveText('1');
  await expect(returns).toContainText('designer');

  await page.getByRole('link', { name: `Open Returns ${id} in the canvas` }).click();
  await expect(page).toHaveURL(/#\/chatbot\/edit-flow\//);
  await expect(page.getByTestId('canvas')).toBeVisible({ timeout: 30_000 });
  await page.goBack();

  await page.getByRole('button', { name: `Duplicate Returns ${id}` }).click();
  await expect(rows.filter({ hasText: `Returns ${id} (copy)` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `Returns ${id} (copy)` })).toContainText('DRAFT');

  await page.getByRole('button', { name: `Delete Returns ${id} (copy)` }).click();
  await expect(confirmDialog(page)).toContainText('will be deleted');
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(rows.filter({ hasText: `Returns ${id} (copy)` })).toHaveCount(1);
  await page.getByRole('button', { name: `Delete Returns ${id} (copy)` }).click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(rows.filter({ hasText: `Returns ${id} (copy)` })).toHaveCount(0);

  // The entry flow (what the gateway starts) can be any flow of the bot; an unpublished one is confirmed first.
  await page.getByRole('button', { name: `Make Returns ${id} the entry flow` }).click();
  await expect(confirmDialog(page)).toContainText(`Returns ${id} has no published version`);
  await confirmDialog(page).getByRole('button', { name: 'Make entry flow' }).click();
  await expect(returns).toContainText('Entry');
  await expect(signUp).not.toContainText('Entry');
  await page.getByRole('button', { name: `Make ${live.flowName} the entry flow` }).click();
  await expect(signUp).toContainText('Entry');
  await expect(returns).not.toContainText('Entry');
  await expect(page.getByRole('button', { name: `Make ${live.flowName} the entry flow` })).toHaveCount(0);

  // The entry flow warns that the bot stops answering.
  await page.getByRole('button', { name: `Delete ${live.flowName}` }).click();
  await expect(confirmDialog(page)).toContainText("is the bot's entry flow");
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(rows.filter({ hasText: live.flowName })).toHaveCount(0);
  await expect(rows).toHaveCount(1);
});

test('intents: create with training phrases and a response, edit, refuse a taken name keeping the form, delete', async ({ page }) => {
  const id = stamp();
  await signIn(page, 'designer');
  await page.goto('/#/chatbot/intent-list');
  await page.getByRole('link', { name: 'Create intent' }).click();
  await expect(page).toHaveURL(/#\/chatbot\/create-intent$/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add at least one training phrase.')).toBeVisible();

  await page.getByLabel('Intent name').fill(`Track order ${id}`);
  const phrases = page.getByLabel('Training phrases', { exact: true }).and(page.getByRole('textbox'));
  for (const phrase of ['Where is my order', 'Track my parcel', 'where is my order']) {
    await phrases.fill(phrase);
    await phrases.press('Enter');
  }
  // The repeat (ignoring case) is not added twice.
  await expect(page.getByRole('list', { name: 'Training phrases' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Track my parcel' }).click();
  await phrases.fill('Parcel status');
  await phrases.press('Enter');
  await page.getByLabel('Response').fill('Your order is on its way.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/chatbot\/intent-list$/);
  const row = page.getByRole('table', { name: 'Intents' }).locator('tbody tr').filter({ hasText: `Track order ${id}` });
  await expect(row).toContainText('Where is my order · Parcel status');
  await expect(row).toContainText('Your order is on its way.');

  await page.getByRole('link', { name: `Edit Track order ${id}` }).click();
  await expect(page.getByLabel('Intent name')).toHaveValue(`Track order ${id}`);
  await page.getByLabel('Response').fill('It ships tomorrow.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('It ships tomorrow.');

  // A second intent with the same name: the server says no and the typed form stays.
  await page.getByRole('link', { name: 'Create intent' }).click();
  await page.getByLabel('Intent name').fill(`TRACK ORDER ${id}`);
  await phrases.fill('Order status');
  await phrases.press('Enter');
  await page.getByLabel('Response').fill('Kept after the error');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Error!!').first()).toBeVisible();
  await expect(page.getByLabel('Intent name')).toHaveValue(`TRACK ORDER ${id}`);
  await expect(page.getByRole('list', { name: 'Training phrases' })).toContainText('Order status');
  await expect(page.getByLabel('Response')).toHaveValue('Kept after the error');

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('button', { name: `Delete Track order ${id}` }).click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('apps: create in the dialog with the URL check, edit, refuse a taken name keeping the dialog, delete with confirmation', async ({ page }) => {
  const id = stamp();
  await signIn(page, 'designer');
  await page.goto('/#/chatbot/create-app/app-list');
  await page.getByRole('button', { name: 'New app' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('App name').fill(`Loyalty ${id}`);
  await dialog.getByLabel('Description').fill('Points balance');
  await dialog.getByLabel('Callback URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a valid URL, for example https://api.example.com/v1/orders.')).toBeVisible();
  await dialog.getByLabel('Callback URL').fill('https://loyalty.example.com/hook');
  await dialog.getByRole('button', { name: 'Add row' }).click();
  await dialog.getByLabel('Name 1').fill('programme');
  await dialog.getByLabel('Value 1').fill('gold');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('table', { name: 'Apps' }).locator('tbody tr').filter({ hasText: `Loyalty ${id}` });
  await expect(row).toContainText('https://loyalty.example.com/hook');

  await page.getByRole('button', { name: `Edit Loyalty ${id}` }).click();
  await expect(dialog.getByLabel('Value 1')).toHaveValue('gold');
  await dialog.getByLabel('Description').fill('Points and tiers');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Points and tiers');

  // A second app with the same name: refused, and the dialog keeps what was typed.
  await page.getByRole('button', { name: 'New app' }).click();
  await dialog.getByLabel('App name').fill(`LOYALTY ${id}`);
  await dialog.getByLabel('Callback URL').fill('https://other.example.com/hook');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Error!!').first()).toBeVisible();
  await expect(dialog.getByLabel('App name')).toHaveValue(`LOYALTY ${id}`);
  await expect(dialog.getByLabel('Callback URL')).toHaveValue('https://other.example.com/hook');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: `Delete Loyalty ${id}` }).click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('enterprise APIs: the URL check, the tester against a live echo, save, edit and delete', async ({ page }) => {
  const id = stamp();
  await signIn(page, 'designer');
  await page.goto('/#/chatbot/enterpriseapi/enterpriseapi-list');
  await page.getByRole('link', { name: 'Add enterprise API' }).click();
  await expect(page).toHaveURL(/enterpriseapi-add$/);
  await expect(page.getByText('Click on Send button to view the response')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(`Orders ${id}`);
  await page.getByLabel('URL', { exact: true }).fill('ftp://files.example.com');
  await page.getByLabel('Method').focus();
  await expect(page.getByText('Enter a valid URL, for example https://api.example.com/v1/orders.')).toBeVisible();
  await page.getByLabel('URL', { exact: true }).fill(`${echoOrigin}/anything?order=${id}`);
  await page.getByLabel('Method').selectOption('POST');
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByLabel('Name 1').fill('X-Trace');
  await page.getByLabel('Value 1').fill(`trace-${id}`);
  await page.getByLabel('Body', { exact: true }).fill('{"hello":"echo"}');
  await page.getByRole('radio', { name: 'Private' }).check();

  // A private address is refused by the server's outbound proxy, and the tester says why.
  await page.getByLabel('URL', { exact: true }).fill('http://10.0.0.1/internal');
  await page.getByRole('button', { name: 'Send' }).click();
  const result = page.getByTestId('api-test-result');
  await expect(result.getByRole('alert')).toContainText('10.0.0.1 is a private or local address.');

  await page.getByLabel('URL', { exact: true }).fill(`${echoOrigin}/anything?order=${id}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result).toContainText('200');
  await expect(result).toContainText(`"path":"/anything?order=${id}"`);
  await expect(result).toContainText(`"x-trace":"trace-${id}"`);
  await expect(result).toContainText('{\\"hello\\":\\"echo\\"}');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/enterpriseapi-list$/);
  const row = page.getByRole('table', { name: 'Enterprise APIs' }).locator('tbody tr').filter({ hasText: `Orders ${id}` });
  await expect(row).toContainText('POST');
  await expect(row).toContainText('Private');

  // A second API with the same name: refused, and everything typed stays.
  await page.getByRole('link', { name: 'Add enterprise API' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`orders ${id}`);
  await page.getByLabel('URL', { exact: true }).fill('https://api.example.com/v1/orders/{{order_id}}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Error!!').first()).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`orders ${id}`);
  await expect(page.getByLabel('URL', { exact: true })).toHaveValue('https://api.example.com/v1/orders/{{order_id}}');

  await page.goto('/#/chatbot/enterpriseapi/enterpriseapi-list');
  await page.getByRole('link', { name: `Edit Orders ${id}` }).click();
  await expect(page.getByLabel('Value 1')).toHaveValue(`trace-${id}`);
  await expect(page.getByRole('radio', { name: 'Private' })).toBeChecked();
  await page.getByLabel('Method').selectOption('PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('PUT');

  await page.getByRole('button', { name: `Delete Orders ${id}` }).click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('gateway: endpoint and token of a bot, a copyable example request, and a regenerated token', async ({ page, request, context }) => {
  const id = stamp();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const api = await chatbotApi(request, 'designer');
  const live = await publishedBot(api, `Gateway bot ${id}`, echoOrigin);
  await signIn(page, 'designer');
  await page.goto('/#/chatbot/gateway');
  await expect(page.getByText('Choose a bot to see its gateway endpoint.')).toBeVisible();
  await page.getByLabel('Bot', { exact: true }).selectOption({ label: `Gateway bot ${id}` });

  const url = page.getByRole('textbox', { name: 'Endpoint URL' });
  await expect(url).toHaveValue(new RegExp(`/api/gateway/${live.botId}/messages$`));
  await expect(page.getByRole('textbox', { name: 'Token' })).toHaveValue(live.token);
  await expect(page.getByText(`New conversations start with the flow ${live.flowName}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose the entry flow' })).toHaveAttribute('href', `#/chatbot/flow-list?botId=${live.botId}`);
  await expect(page.getByRole('textbox', { name: 'Example request' })).toHaveValue(new RegExp(live.token));

  await page.getByRole('button', { name: 'Copy Example request' }).click();
  await expect(page.getByText('Example request copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(live.token);

  await page.getByRole('button', { name: 'Regenerate token' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Regenerate token' }).click();
  await expect(page.getByText('A new token was created.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Token' })).not.toHaveValue(live.token);
  const fresh = await page.getByRole('textbox', { name: 'Token' }).inputValue();
  await expect(page.getByRole('textbox', { name: 'Example request' })).toHaveValue(new RegExp(fresh));

  // The old token stops working; the new one answers.
  const stale = await request.post(`/api/gateway/${live.botId}/messages`, { headers: { authorization: `Bearer ${live.token}` }, data: { conversationId: `c-${id}`, event: { type: 'start' } } });
  expect(stale.status()).toBe(401);
  await converse(request, { botId: live.botId, token: fresh }, `c-${id}`, [{ type: 'start' }]);
});

test.describe('settings (PWA Profiles) role redirects', () => {
  test('a role-2 operator without an admin session goes to customer login', async ({ page }) => {
    await signIn(page, 'operator');
    await page.goto('/#/chatbot/settings');
    await expect(page).toHaveURL(/#\/customer-login$/);
  });

  test('a role-1 user administrator goes to the user list', async ({ page }) => {
    await signIn(page, 'userAdmin');
    await page.goto('/#/chatbot/settings');
    await expect(page).toHaveURL(/#\/user-list$/);
  });

  test('a designer (role 3) stays on PWA Profiles', async ({ page }) => {
    await signIn(page, 'designer');
    await page.goto('/#/chatbot/settings');
    await expect(page).toHaveURL(/#\/chatbot\/settings$/);
    await expect(page.getByRole('heading', { name: 'PWA Profiles' })).toBeVisible();
  });
});

test('PWA profiles: create with checks and a preview, serve the manifest, refuse a taken name keeping the form, edit and delete', async ({ page, request }) => {
  const id = stamp();
  const api = await chatbotApi(request, 'designer');
  expect((await api.call('POST', 'bots', { name: `Web chat bot ${id}`, channel: 'RCS' })).status).toBe(200);
  await signIn(page, 'designer');
  await page.goto('/#/chatbot/settings');
  await page.getByRole('button', { name: 'New PWA profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'New PWA profile' });
  await dialog.getByLabel('Profile name').fill(`Store chat ${id}`);
  await dialog.getByLabel('Bot', { exact: true }).selectOption({ label: `Web chat bot ${id}` });
  await dialog.getByLabel('App name').fill('Acme Store Chat');
  await dialog.getByLabel('Short name').fill('Acme Chat');
  await dialog.getByRole('textbox', { name: 'Theme colour', exact: true }).fill('blue');
  await dialog.getByLabel('Icon URL').fill('ftp://cdn.acme.example/icon.png');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a colour as #rrggbb, for example #0a5fff.')).toBeVisible();
  await expect(dialog.getByText('Enter an http or https address, for example https://cdn.example.com/chat-512.png.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Theme colour', exact: true }).fill('#0A5FFF');
  await dialog.getByLabel('Pick the Background colour').fill('#fff8e1');
  await expect(dialog.getByRole('textbox', { name: 'Background colour', exact: true })).toHaveValue('#fff8e1');
  await dialog.getByLabel('Icon URL').fill('https://cdn.acme.example/chat-512.png');
  await dialog.getByLabel('Welcome text').fill('Hi! Ask us about your order.');
  await expect(dialog.getByRole('figure', { name: 'Preview' })).toContainText('Acme Store Chat');
  await expect(dialog.getByRole('figure', { name: 'Preview' })).toContainText('Hi! Ask us about your order.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('table', { name: 'PWA Profiles' }).locator('tbody tr').filter({ hasText: `Store chat ${id}` });
  await expect(row).toContainText(`Web chat bot ${id}`);
  await expect(row).toContainText('Acme Store Chat');
  await expect(row).toContainText('#0a5fff');
  const manifestUrl = await row.getByRole('textbox', { name: `Manifest of Store chat ${id}` }).inputValue();
  const manifest = await request.get(manifestUrl);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ name: 'Acme Store Chat', short_name: 'Acme Chat', theme_color: '#0a5fff', background_color: '#fff8e1', display: 'standalone', description: 'Hi! Ask us about your order.' });

  // The same name again: the server refuses it and the dialog keeps everything typed.
  await page.getByRole('button', { name: 'New PWA profile' }).click();
  await dialog.getByLabel('Profile name').fill(`STORE CHAT ${id}`);
  await dialog.getByLabel('Bot', { exact: true }).selectOption({ label: `Web chat bot ${id}` });
  await dialog.getByLabel('App name').fill('Second app');
  await dialog.getByLabel('Short name').fill('Second');
  await dialog.getByLabel('Icon URL').fill('https://cdn.acme.example/second.png');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Error!!').first()).toBeVisible();
  await expect(dialog.getByLabel('Profile name')).toHaveValue(`STORE CHAT ${id}`);
  await expect(dialog.getByLabel('App name')).toHaveValue('Second app');
  await expect(dialog.getByLabel('Icon URL')).toHaveValue('https://cdn.acme.example/second.png');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: `Edit Store chat ${id}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit PWA profile' });
  await expect(edit.getByLabel('Short name')).toHaveValue('Acme Chat');
  await edit.getByLabel('Short name').fill('Acme');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  expect(await (await request.get(manifestUrl)).json()).toMatchObject({ short_name: 'Acme' });

  await page.getByRole('button', { name: `Delete Store chat ${id}` }).click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  expect((await request.get(manifestUrl)).status()).toBe(404);
});

const READER_ZONE = 'Asia/Kolkata';

test.describe('chat report', () => {
  test.use({ timezoneId: READER_ZONE });

  test('filter by bot, text and the reader’s own dates, page, open a transcript, export CSV and Excel', async ({ page, request }) => {
    const id = stamp();
    const api = await chatbotApi(request, 'designer');
    const live = await publishedBot(api, `Report bot ${id}`, echoOrigin);
    for (let n = 1; n <= 12; n++) await converse(request, live, `r${id}-${String(n).padStart(2, '0')}`, [{ type: 'start' }]);
    await converse(request, live, `r${id}-talk`, [{ type: 'start' }, { type: 'text', text: `Sign me up ${id}` }]);

    await signIn(page, 'designer');
    await page.goto('/#/chatbot/chatreport');
    await page.getByLabel('Bot', { exact: true }).selectOption({ label: `Report bot ${id}` });
    await page.getByRole('button', { name: 'Apply' }).click();
    const rows = page.getByRole('table', { name: 'Conversations' }).locator('tbody tr');
    await expect(page.getByText('Page 1 of 2 · 13 conversations')).toBeVisible();
    await expect(rows).toHaveCount(10);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 2 · 13 conversations')).toBeVisible();
    await expect(rows).toHaveCount(3);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(rows).toHaveCount(10);

    await page.getByRole('searchbox', { name: 'Search' }).fill(`Sign me up ${id}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`r${id}-talk`);
    await expect(rows.first().getByRole('cell').nth(3)).toHaveText('2');

    await page.getByRole('button', { name: `Open the transcript of r${id}-talk` }).click();
    const transcript = page.getByRole('dialog', { name: `Conversation r${id}-talk` });
    await expect(transcript).toContainText('Started the conversation');
    await expect(transcript).toContainText(`Sign me up ${id}`);
    await transcript.getByRole('button', { name: 'Close' }).first().click();
    await expect(transcript).toHaveCount(0);

    // Dates: a range that ends before today finds nothing; an end before the start is refused.
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No conversations match.')).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill('2020-02-01');
    await expect(page.getByText('The end date is before the start date.')).toBeVisible();
    // Dates mean the reader's own days (this test's browser is in India, UTC+5:30), as the table's times do.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: READER_ZONE }).format(new Date());
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Page 1 of 2 · 13 conversations')).toBeVisible();

    // Each export is a Download Center job: queued from the report, downloaded from the centre once ready.
    const exportAs = async (fileType: 'CSV' | 'Excel', untick: string) => {
      const download = await exportToDownloadCenter(page, { subject: 'chat report', fileType, untick: [untick] });
      expect(download.fileName).toMatch(new RegExp(`^chat-report-\\d{4}-\\d{2}-\\d{2}\\${fileType === 'CSV' ? '.csv' : '.xlsx'}$`));
      return download.path;
    };

    const csv = await readFile(await exportAs('CSV', 'Last message'), 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Conversation,Bot,Started,Last activity,Turns,Ended');
    expect(lines).toHaveLength(14);
    expect(lines.filter((line) => line.startsWith(`r${id}-talk,Report bot ${id},`))).toHaveLength(1);

    // Excel: a real workbook with the chosen columns, read back.
    const [sheet] = await readXlsxFile(await readFile(await exportAs('Excel', 'Started')));
    // An Excel date carries no zone: the header names the account's (the designer's account is in India).
    expect(sheet?.data[0]).toEqual(['Conversation', 'Bot', 'Last activity (Asia/Kolkata)', 'Turns', 'Last message', 'Ended']);
    expect(sheet?.data).toHaveLength(14);
    expect(sheet?.data.find((row) => row[0] === `r${id}-talk`)?.slice(1, 2)).toEqual([`Report bot ${id}`]);
  });
});
