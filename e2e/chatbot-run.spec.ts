import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { echoPort } from '../playwright.config';
import { screenshotDesktop, signIn } from './support/console';
import { addFromPalette, createBotFromList, layoutApplied } from './support/canvas';

const field = (page: Page, path: string) => page.getByTestId('inspector').locator(`[data-field="${path}"]`);

/** Connects a node's output to another node with the keyboard-friendly Connect… dialog. */
async function connect(page: Page, source: string, branch: string, target: string) {
  await page.getByTestId('toolbar-connectDialog').click();
  const dialog = page.getByTestId('connect-dialog');
  await dialog.getByTestId('connect-source').selectOption(source);
  await dialog.getByTestId('connect-branch').selectOption(branch);
  await dialog.getByTestId('connect-target').selectOption(target);
  await dialog.getByTestId('connect-submit').click();
  await expect(dialog).toBeHidden();
}

/** Clicks "Add to <list>" in the inspector and waits for the new row's field. */
async function addRow(page: Page, list: string, firstFieldOfNewRow: string) {
  await page.getByTestId('inspector').getByRole('button', { name: `Add to ${list}` }).click();
  await expect(field(page, firstFieldOfNewRow)).toBeVisible();
}

type GatewayMessage = { type: string; text?: string; cards?: { title: string | null; description: string | null }[] };

async function sendToGateway(request: APIRequestContext, url: string, token: string, conversationId: string, event: object) {
  const response = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data: { conversationId, event } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { messages: GatewayMessage[]; ended: boolean };
}

const GREETING = 'Hi! Let us sign you up for member points.';
const ASK_NAME = 'What is your name?';
const ASK_EMAIL = 'Thanks {{name}}. Your email address?';

test('a designer builds a sign-up flow on the canvas, plays it in the simulator, publishes it, and a gateway conversation shows in the chat report and the drop-off overlay', async ({ page, request }) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now() % 1_000_000);
  const echoUrl = `http://127.0.0.1:${echoPort}/v1/subscribers`;
  await signIn(page, 'designer');

  await test.step('save the enterprise API and try it with the tester', async () => {
    await page.goto('/#/chatbot/enterpriseapi/enterpriseapi-add');
    await page.getByLabel('Name').fill(`Subscribers ${stamp}`);
    await page.getByLabel('Method').selectOption('POST');
    await page.getByLabel('URL', { exact: true }).fill(echoUrl);
    await page.getByLabel('Body', { exact: true }).fill('{"name": "{{name}}", "email": "{{email}}"}');
    await expect(page.getByTestId('api-test-result')).toContainText('Click on Send button to view the response');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('api-test-result')).toContainText('SUB-1001');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Enterprise API Subscribers ${stamp} saved.`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Edit Subscribers ${stamp}` })).toBeVisible();
  });

  let botId = '';
  await test.step('create a bot and a flow', async () => {
    await createBotFromList(page, `Sign-up bot ${stamp}`);
    botId = new URL(page.url().replace('/#/', '/')).searchParams.get('botId') ?? '';
    expect(botId).not.toBe('');
    await page.getByRole('link', { name: 'Create flow' }).click();
    await page.getByLabel('Flow name').fill('Sign-up');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/#\/chatbot\/edit-flow\//);
    await expect(page.getByTestId('canvas')).toBeVisible();
  });
  const flowUrl = page.url();

  const ids: Record<'greet' | 'form' | 'check' | 'bad' | 'api' | 'bonus' | 'deals', string> = { greet: '', form: '', check: '', bad: '', api: '', bonus: '', deals: '' };
  await test.step('build greet → FORM → CONDITION → API → ARITHMETIC → carousel with the palette, inspector and Connect…', async () => {
    ids.greet = await addFromPalette(page, 'MESSAGE');
    await field(page, 'content.text').fill(GREETING);

    ids.form = await addFromPalette(page, 'FORM');
    const fieldRows = page.getByTestId('inspector').locator('[data-field$=".label"][data-field^="fields."]');
    if ((await fieldRows.count()) === 0) await addRow(page, 'Fields', 'fields.0.label');
    await field(page, 'fields.0.label').fill(ASK_NAME);
    await field(page, 'fields.0.variable').fill('name');
    await field(page, 'fields.0.inputKind').selectOption('Full Name');
    await field(page, 'fields.0.validator').selectOption('Fullname');
    await field(page, 'fields.0.capitalisation').selectOption('Word Start');
    await addRow(page, 'Fields', 'fields.1.label');
    await field(page, 'fields.1.label').fill(ASK_EMAIL);
    await field(page, 'fields.1.variable').fill('email');
    await field(page, 'fields.1.inputKind').selectOption('Email');

    ids.check = await addFromPalette(page, 'CONDITION');
    if ((await field(page, 'rules.0.variable').count()) === 0) await addRow(page, 'Rules', 'rules.0.variable');
    await field(page, 'rules.0.variable').fill('email');
    await field(page, 'rules.0.group').selectOption('Email');
    await field(page, 'rules.0.operator').selectOption('valid');

    ids.bad = await addFromPalette(page, 'MESSAGE');
    await field(page, 'content.text').fill('"{{email}}" does not look like an email address. Let us try again.');

    // The API node copies the enterprise API saved above; the response mappings belong to the flow.
    ids.api = await addFromPalette(page, 'API');
    await page.getByTestId('inspector').getByRole('combobox', { name: 'Saved API' }).selectOption({ label: `Subscribers ${stamp}` });
    await expect(field(page, 'url')).toHaveValue(echoUrl);
    await expect(field(page, 'method')).toHaveValue('POST');
    await expect(field(page, 'body')).toHaveValue('{"name": "{{name}}", "email": "{{email}}"}');
    await addRow(page, 'Response mappings', 'responseMappings.0.path');
    await field(page, 'responseMappings.0.path').fill('data.id');
    await field(page, 'responseMappings.0.variable').fill('subscriber_id');
    await addRow(page, 'Response mappings', 'responseMappings.1.path');
    await field(page, 'responseMappings.1.path').fill('data.points');
    await field(page, 'responseMappings.1.variable').fill('points');

    ids.bonus = await addFromPalette(page, 'ARITHMETIC');
    await field(page, 'left.type').selectOption('variable');
    await field(page, 'left.name').fill('points');
    await field(page, 'operator').selectOption('+');
    await field(page, 'right.type').selectOption('number');
    await field(page, 'right.value').fill('50');
    await field(page, 'resultVariable').fill('total_points');

    ids.deals = await addFromPalette(page, 'MESSAGE');
    await field(page, 'content.type').selectOption('carousel');
    if ((await field(page, 'content.cards.0.title').count()) === 0) await addRow(page, 'Cards', 'content.cards.0.title');
    await field(page, 'content.cards.0.title').fill('Welcome {{name}}');
    await field(page, 'content.cards.0.description').fill('Member {{subscriber_id}}: {{total_points}} points');
    if ((await field(page, 'content.cards.1.title').count()) === 0) await addRow(page, 'Cards', 'content.cards.1.title');
    await field(page, 'content.cards.1.title').fill('Running shoes');
    await field(page, 'content.cards.1.description').fill('30% off for members');

    await connect(page, ids.greet, 'next', ids.form);
    await connect(page, ids.form, 'next', ids.check);
    await connect(page, ids.check, 'true', ids.api);
    await connect(page, ids.check, 'false', ids.bad);
    await connect(page, ids.bad, 'next', ids.form);
    await connect(page, ids.api, 'success', ids.bonus);
    await connect(page, ids.bonus, 'next', ids.deals);
    await page.getByTestId('toolbar-autoLayout').click();
    await layoutApplied(page);
    await expect(page.getByTestId('problems-panel')).toContainText('0 errors');
    await page.getByTestId('toolbar-save').click();
    await expect(page.getByText(/Draft saved/)).toBeVisible();
  });

  let simulatorTexts: string[] = [];
  await test.step('the simulator plays it with live variables and the running node highlighted', async () => {
    await expect(page.getByTestId('canvas-minimap')).toBeVisible();
    await page.getByRole('button', { name: 'Test your bot' }).click();
    const simulator = page.getByTestId('simulator');
    // Beside the simulator the canvas is narrow: the minimap would cover half of it.
    await expect(page.getByTestId('canvas-minimap')).toHaveCount(0);
    // Zoomed in on the middle of the flow, as a designer looking at one node would be.
    for (let step = 0; step < 3; step += 1) await page.getByTestId('toolbar-zoomIn').click();
    await simulator.getByRole('button', { name: 'Start', exact: true }).click();
    const log = simulator.getByRole('log');
    await expect(log).toContainText(GREETING);
    await expect(log).toContainText(ASK_NAME);
    // The FORM waits for the name: it is the running node, kept in view of the canvas the simulator
    // narrowed, and the greeting is on the path (the whole flow brought into view to see it).
    await expect(page.getByTestId(`node-${ids.form}`)).toBeInViewport();
    await page.getByTestId('toolbar-fitView').click();
    await expect(page.getByTestId(`node-${ids.form}`).locator('[data-overlay="active"]')).toBeVisible();
    await expect(page.getByTestId(`node-${ids.greet}`).locator('[data-overlay="path"]')).toBeVisible();

    await simulator.getByRole('textbox', { name: 'Message' }).fill('asha rao');
    await simulator.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log).toContainText('Thanks Asha Rao. Your email address?');
    const variables = simulator.getByTestId('simulator-variables');
    await expect(variables).toContainText('Asha Rao');

    await simulator.getByRole('textbox', { name: 'Message' }).fill('asha@example.com');
    await simulator.getByRole('button', { name: 'Send', exact: true }).click();
    const carousel = log.getByRole('group', { name: 'Carousel of 2 cards' });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('article', { name: 'Welcome Asha Rao' })).toContainText('Member SUB-1001: 150 points');
    const value = (name: string) => variables.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(value('name')).toHaveText('Asha Rao');
    await expect(value('email')).toHaveText('asha@example.com');
    await expect(value('subscriber_id')).toHaveText('SUB-1001');
    await expect(value('points')).toHaveText('100');
    await expect(value('total_points')).toHaveText('150');
    await expect(simulator.getByRole('list', { name: 'API calls (1)' })).toContainText(`POST ${echoUrl}`);
    await expect(page.getByTestId(`node-${ids.deals}`).locator('[data-overlay="active"]')).toBeVisible();
    await expect(page.getByTestId(`node-${ids.deals}`)).toHaveAttribute('aria-current', 'step');
    for (const id of [ids.greet, ids.form, ids.check, ids.api, ids.bonus]) await expect(page.getByTestId(`node-${id}`).locator('[data-overlay="path"]')).toBeVisible();
    simulatorTexts = await log.locator('[data-message-type="text_message"]').allInnerTexts();
    await page.setViewportSize({ width: 1366, height: 860 });
    await screenshotDesktop(page, 'chatbot-simulator');
    await simulator.getByRole('button', { name: 'Close the simulator' }).click();
    await expect(page.locator('[data-overlay]')).toHaveCount(0);
  });

  await test.step('publish', async () => {
    await page.getByTestId('toolbar-publish').click();
    const confirm = page.getByRole('dialog', { name: 'Publish this flow?' });
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/^Published version \d+\.$/)).toBeVisible();
  });

  const conversationId = `+9198${stamp.padStart(8, '0')}`;
  await test.step('a conversation through the gateway endpoint gets the same replies', async () => {
    await page.goto(`/#/chatbot/gateway?botId=${encodeURIComponent(botId)}`);
    const url = await page.getByRole('textbox', { name: 'Endpoint URL' }).inputValue();
    const token = await page.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(token).not.toBe('');

    const first = await sendToGateway(request, url, token, conversationId, { type: 'start' });
    expect(first.messages.map((message) => message.text)).toEqual([GREETING, ASK_NAME]);
    const second = await sendToGateway(request, url, token, conversationId, { type: 'text', text: 'asha rao' });
    expect(second.messages.map((message) => message.text)).toEqual(['Thanks Asha Rao. Your email address?']);
    const third = await sendToGateway(request, url, token, conversationId, { type: 'text', text: 'asha@example.com' });
    expect(third.messages).toHaveLength(1);
    const gatewayTexts = [...first.messages, ...second.messages, ...third.messages].flatMap((message) => (message.type === 'text_message' ? [message.text] : []));
    expect(gatewayTexts).toEqual(simulatorTexts);
    expect(third.messages[0]).toMatchObject({
      type: 'carousel',
      cards: [
        { title: 'Welcome Asha Rao', description: 'Member SUB-1001: 150 points' },
        { title: 'Running shoes', description: '30% off for members' },
      ],
    });
  });

  await test.step('the chat report lists the conversation and opens its transcript', async () => {
    await page.goto('/#/chatbot/chatreport');
    await page.getByRole('searchbox', { name: 'Search' }).fill(conversationId);
    await page.getByRole('button', { name: 'Apply' }).click();
    const table = page.getByRole('table', { name: 'Conversations' });
    await expect(table).toContainText(`Sign-up bot ${stamp}`);
    await table.getByRole('button', { name: `Open the transcript of ${conversationId}` }).click();
    const transcript = page.getByRole('dialog', { name: `Conversation ${conversationId}` });
    await expect(transcript).toContainText(GREETING);
    await expect(transcript).toContainText('asha@example.com');
    await expect(transcript).toContainText('Welcome Asha Rao');
  });

  await test.step('the drop-off overlay shows who reached each node and took each edge', async () => {
    await page.goto(flowUrl);
    await expect(page.getByTestId(`node-${ids.greet}`)).toBeVisible();
    await expect(page.getByTestId(`node-badge-${ids.greet}`)).toHaveCount(0);
    await page.getByTestId('dropoff-toggle').click();
    await expect(page.getByTestId('dropoff-summary')).toContainText(/Published version \d+, conversations: 1\./);
    for (const id of [ids.greet, ids.form, ids.check, ids.api, ids.bonus]) await expect(page.getByTestId(`node-badge-${id}`)).toHaveText('1 reached');
    await expect(page.getByTestId(`node-badge-${ids.deals}`)).toHaveText('1 reached · 1 stopped');
    await expect(page.getByTestId(`node-badge-${ids.deals}`)).toHaveAccessibleName('Conversations that reached this node: 1; stopped here: 1');
    await expect(page.getByTestId(`node-badge-${ids.bad}`)).toHaveText('0 reached');
    // Five edges were taken once; the "false" branch and the way back from the retry message never.
    const overlays = page.locator('[data-testid^="edge-overlay-"]');
    await expect(overlays).toHaveCount(7);
    expect((await overlays.allInnerTexts()).sort()).toEqual(['0', '0', '1', '1', '1', '1', '1']);
    // Edges are named "<source> → <target>"; only the "false" branch leads into the retry message.
    const falseEdge = await page
      .locator('.react-flow__edge')
      .evaluateAll((edges) => edges.find((edge) => edge.getAttribute('aria-label')?.split(' → ')[1]?.includes('does not look like'))?.getAttribute('data-testid')?.replace(/^edge-/, ''));
    await expect(page.getByTestId(`edge-${falseEdge ?? 'none'}`)).toHaveCount(1);
    await expect(page.getByTestId(`edge-overlay-${falseEdge}`)).toHaveText('0');
    await expect(page.getByTestId(`edge-overlay-${falseEdge}`)).toHaveAccessibleName('Times taken: 0');
    await screenshotDesktop(page, 'chatbot-dropoff');
  });
});
