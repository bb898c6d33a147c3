import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { consoleSignInUrl } from '../server/session/routes/login-data';
import { SIGNUP_FLOW, type FlowDocument } from '../src/canvas/engine';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { addFromPalette, canvasNodes, layoutApplied, canvasReady, fillField, nodeBoxes, stamp } from './support/canvas';
import { chatbotApi, type ChatbotApi } from './support/chatbot-api';
import { portalSession } from './support/api-session';
import { screenshotDesktop } from './support/console';

/**
 * Issue #17: nodes say what they do (at fit view too), every spec §3 message field is set through the
 * inspector and survives save and reload, and a left-to-right flow draws its edges from the right.
 */
// Each test opens the editor on a large page and some lay out or run axe: slow on a busy machine.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

/** The first line each Sign-up node shows, as a designer reads it (zoomed out as a summary, else as the content itself). */
const SIGNUP_FIRST_LINES: Record<string, RegExp> = {
  welcome: /Welcome to Acme Deals!/,
  bye: /No problem\. Say hi any time!/,
  details: /What is your name\?/,
  'email-ok': /email valid|\{\{email\}\} is a valid Email/,
  'bad-email': /does not look like an email address/,
  register: /api\.acme\.example\/v1\/subscribers/,
  'api-down': /Sorry, we could not sign you up/,
  bonus: /total_points = \{\{points\}\} \+ 50/,
  thanks: /You are in, \{\{name\}\}!/,
  deals: /Running shoes/,
};

/** A new bot with one flow holding `doc`; answers the flow's id. */
async function flowWith(api: ChatbotApi, doc: FlowDocument | null): Promise<string> {
  const bot = await api.call('POST', 'bots', { name: `Content ${stamp()}`, channel: 'RCS' });
  expect(bot.status).toBe(200);
  const flow = await api.call('POST', `bots/${bot.json.id as string}/flows`, { name: 'Sign-up' });
  const flowId = flow.json.id as string;
  if (doc) expect((await api.call('PUT', `flows/${flowId}`, { document: { ...doc, state: 'DRAFT' }, baseVersion: flow.json.version ?? 1 })).status).toBe(200);
  return flowId;
}

/** Opens the flow in the editor, signed in from an address as the console's portal does (no login screen to read in Arabic). */
async function openFlow(page: Page, request: APIRequestContext, flowId: string) {
  const query = consoleSignInUrl(await portalSession(request, 'designer')).split('?')[1] ?? '';
  await page.goto(`/#/chatbot/edit-flow/${flowId}?${query}`);
  await canvasReady(page);
}

/** React Flow's zoom, from the viewport's transform. */
const zoomOf = (page: Page) => page.locator('.react-flow__viewport').evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a);

/** The on-screen size of a text, in px: its font size times the zoom. */
async function screenTextPx(page: Page, text: Locator): Promise<number> {
  const fontSize = await text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  return fontSize * (await zoomOf(page));
}

test('the Sign-up sample at fit view shows every node’s kind, name and first line as text', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  const flowId = await flowWith(await chatbotApi(request, 'designer'), SIGNUP_FLOW);
  await openFlow(page, request, flowId);
  await expect(canvasNodes(page)).toHaveCount(SIGNUP_FLOW.nodes.length);
  expect(await zoomOf(page)).toBeGreaterThanOrEqual(0.3);

  for (const node of SIGNUP_FLOW.nodes) {
    const element = page.getByTestId(`node-${node.id}`);
    const name = element.getByText(node.id, { exact: true }).filter({ visible: true });
    await expect(name, `name of ${node.id}`).toBeVisible();
    expect(await screenTextPx(page, name), `name of ${node.id} on screen`).toBeGreaterThanOrEqual(6);
    const firstLine = SIGNUP_FIRST_LINES[node.id];
    if (firstLine) {
      const line = element.getByText(firstLine).filter({ visible: true }).first();
      await expect(line, `first line of ${node.id}`).toBeVisible();
      expect(await screenTextPx(page, line), `first line of ${node.id} on screen`).toBeGreaterThanOrEqual(6);
    }
    await expect(element.getByText(/Message|Condition|Form|API call|Arithmetic/).filter({ visible: true }).first()).toBeVisible();
  }
  await screenshotDesktop(page, 'chatbot-canvas-signup-fit');

  // At editing zoom the content itself: variables marked, suggestions as chips, rules in words.
  for (let step = 0; step < 10 && (await zoomOf(page)) < 0.95; step += 1) {
    const before = await zoomOf(page);
    await page.getByTestId('toolbar-zoomIn').click();
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
  }
  await page.getByTestId('toolbar-search').click();
  await page.getByTestId('canvas-search').fill('Welcome to Acme');
  await page.getByTestId('canvas-search').press('Enter');
  await page.getByTestId('canvas-search').press('Escape');
  const welcome = page.getByTestId('node-welcome');
  await expect(welcome.getByText('Sign me up').filter({ visible: true }).first()).toBeVisible();
  await expect(welcome.getByText('Not now').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByTestId('node-details').locator('mark', { hasText: '{{name}}' }).first()).toBeVisible();
  await screenshotDesktop(page, 'chatbot-canvas-signup-editing');
  await page.getByTestId('toolbar-search').click();
  await page.getByTestId('canvas-search').fill('kind:condition');
  await page.getByTestId('canvas-search').press('Enter');
  await expect(page.getByTestId('node-email-ok').getByText('{{email}} is a valid Email')).toBeVisible();
});

test('a left-to-right layout draws every edge from the right side of its source', async ({ page, request }) => {
  const flowId = await flowWith(await chatbotApi(request, 'designer'), SIGNUP_FLOW);
  await openFlow(page, request, flowId);
  await page.getByTestId('toolbar-layoutDirection').click();
  await page.getByRole('menuitemradio', { name: 'Left to right' }).click();
  await layoutApplied(page);
  await expect(page.locator('.react-flow__edge')).toHaveCount(SIGNUP_FLOW.edges.length);

  const starts = async () => {
    const boxes = await nodeBoxes(page);
    const edges = await page.locator('.react-flow__edge').evaluateAll((elements) =>
      elements.map((element) => ({
        id: element.getAttribute('data-testid') ?? '',
        d: element.querySelector('path.react-flow__edge-path')?.getAttribute('d') ?? '',
      })),
    );
    return edges.map(({ id, d }) => {
      const edge = SIGNUP_FLOW.edges.find((candidate) => `edge-${candidate.id}` === id)!;
      const box = boxes[edge.source]!;
      const [, x, y] = /^M\s*([-\d.e]+)[ ,]+([-\d.e]+)/.exec(d) ?? [];
      const fromRight = Math.abs(Number(x) - (box.x + box.width)) <= 8 && Number(y) >= box.y && Number(y) <= box.y + box.height;
      return `${edge.id}: ${fromRight ? 'right' : `x ${x} y ${y} of box ${box.x},${box.y} ${box.width}×${box.height}`}`;
    });
  };
  await expect.poll(starts).toEqual(SIGNUP_FLOW.edges.map((edge) => `${edge.id}: right`));
});

test('every suggestion type, card media, thumbnail alignment and per-card suggestion set in the inspector survives save and reload', async ({ page, request }) => {
  const api = await chatbotApi(request, 'designer');
  const flowId = await flowWith(api, null);
  await openFlow(page, request, flowId);
  const message = await addFromPalette(page, 'MESSAGE');
  const inspector = page.getByTestId('inspector');
  await fillField(page, 'content.type', 'rich_card');
  await fillField(page, 'content.options.thumbnailAlignment', 'RIGHT');
  await fillField(page, 'content.options.orientation', 'Horizontal');
  await fillField(page, 'content.card.title', 'Running shoes');
  await fillField(page, 'content.card.media.url', 'https://cdn.acme.example/shoes.jpg');
  await fillField(page, 'content.card.media.thumbnailUrl', 'https://cdn.acme.example/shoes-small.jpg');
  await inspector.getByRole('button', { name: 'Add to Card suggestions' }).click();
  await fillField(page, 'content.card.suggestions.0.type', 'url_action');
  await fillField(page, 'content.card.suggestions.0.label', 'Shop now');
  await fillField(page, 'content.card.suggestions.0.url', 'https://acme.example/shoes');

  /** The nine types of spec §3, each with the fields it needs. */
  const chips: [type: string, fields: Record<string, string>][] = [
    ['reply', { label: 'Yes', postbackData: 'yes' }],
    ['url_action', { label: 'Website', url: 'https://acme.example' }],
    ['dialer_action', { label: 'Call us', phoneNumber: '+441234567890' }],
    ['dial', { label: 'Dial', phoneNumber: '+441234567891' }],
    ['text', { label: 'Say hi', text: 'Hi there' }],
    ['view_location', { label: 'Store', latitude: '51.5', longitude: '-0.12', query: 'Acme store' }],
    ['query_location', { label: 'Find', query: 'Acme near me' }],
    ['calendar_event', { label: 'Remind me', title: 'Sale', description: 'Big sale', startTime: '2026-12-24T18:00:00Z', endTime: '2026-12-24T20:00:00Z' }],
    ['share_location', { label: 'Share' }],
  ];
  for (const [index, [type, fields]] of chips.entries()) {
    await inspector.getByRole('button', { name: 'Add to Suggestions' }).click();
    await fillField(page, `suggestions.${index}.type`, type);
    for (const [field, value] of Object.entries(fields)) await fillField(page, `suggestions.${index}.${field}`, value);
  }
  await expect(inspector.getByRole('textbox', { name: 'Card title' })).toHaveAccessibleDescription('13 / 200 characters');

  await page.getByTestId('toolbar-save').click();
  await expect(page.getByText(/Draft saved/).first()).toBeVisible();
  await page.reload();
  await canvasReady(page);
  await page.getByTestId(`node-${message}`).click();
  await expect(page.getByTestId('inspector').locator('[data-field="content.options.thumbnailAlignment"]')).toHaveValue('RIGHT');

  const saved = (await api.call('GET', `flows/${flowId}`)).json.document as FlowDocument;
  const node = saved.nodes.find((candidate) => candidate.id === message);
  expect(node?.data).toMatchObject({
    content: {
      type: 'rich_card',
      options: { thumbnailAlignment: 'RIGHT', orientation: 'Horizontal' },
      card: {
        title: 'Running shoes',
        media: { url: 'https://cdn.acme.example/shoes.jpg', thumbnailUrl: 'https://cdn.acme.example/shoes-small.jpg' },
        suggestions: [{ type: 'url_action', label: 'Shop now', url: 'https://acme.example/shoes' }],
      },
    },
    suggestions: chips.map(([type, fields]) => ({
      type,
      ...Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, field === 'latitude' || field === 'longitude' ? Number(value) : value])),
    })),
  });
  // The node shows them: the card's title with its media mark, and a chip per suggestion.
  const view = page.getByTestId(`node-${message}`);
  await expect(view.getByText('Running shoes')).toBeVisible();
  await expect(view.getByLabel('Has media')).toBeVisible();
  // Six chips at most, the rest counted: the message's own suggestions come first.
  await expect(view.getByLabel('Show a location')).toBeVisible();
  await expect(view.getByText('+4 more')).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  test(`the editor with a message's settings open has no serious axe violation (${language})`, async ({ page, request }) => {
    await useLanguage(page, language);
    const flowId = await flowWith(await chatbotApi(request, 'designer'), SIGNUP_FLOW);
    await openFlow(page, request, flowId);
    await expect(page.getByTestId('flow-settings')).toBeVisible();
    await expectNoSeriousAxeViolations(page, `editor with flow settings (${language})`);
    await page.getByTestId('node-deals').click();
    await expect(page.getByTestId('inspector').locator('[data-field="content.options.thumbnailAlignment"]')).toBeVisible();
    await expectNoSeriousAxeViolations(page, `editor with a carousel's settings (${language})`);
  });
}
