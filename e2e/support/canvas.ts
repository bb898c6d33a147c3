import { expect, type Page } from '@playwright/test';
import { signIn } from './console';

/** A node's place and size on the canvas, in flow coordinates (unaffected by zoom). */
export interface NodeBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const canvasNodes = (page: Page) => page.locator('.react-flow__node');
export const announcer = (page: Page) => page.getByTestId('announcer');

/**
 * Waits for the announcement that a layout finished. The first layout of a page loads the ELK bundle
 * and starts its worker, which on a loaded two-core machine took over 10 s (a CI retry), hence 30 s.
 */
export async function layoutApplied(page: Page) {
  await expect(announcer(page)).toHaveText('Layout applied', { timeout: 30_000 });
}

/** A unique suffix so tests sharing one server never meet each other's bots. */
export function stamp(): string {
  return `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
}

/** Signs in as the designer and creates a bot of its own; ends on the bot's flow list. */
export async function createBot(page: Page, name: string) {
  await signIn(page, 'designer');
  await createBotFromList(page, name);
}

/**
 * Creates a bot from the Bots page, as a person does once the page has shown its bots: a click while
 * the list was still arriving pressed the link and let go beside it once the page grew, and nothing
 * opened (a clean-clone run, session 32). Ends on the bot's flow list.
 */
export async function createBotFromList(page: Page, name: string) {
  await page.goto('/#/chatbot/folders/list-folder');
  await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: 'Create bot' }).first().click();
  await page.getByLabel('Bot name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: `Flows of ${name}` })).toBeVisible();
}

/**
 * Waits for the editor to show. Opening a flow loads the editor's chunk and the flow; on a busy
 * machine that took longer than the default expect timeout, so it gets a longer one.
 */
export async function canvasReady(page: Page) {
  await expect(page.getByTestId('canvas')).toBeVisible({ timeout: 30_000 });
}

/** From the bot's flow list, creates a flow and opens it in the editor; returns its id. */
export async function createFlow(page: Page, name: string): Promise<string> {
  await page.getByRole('link', { name: 'Create flow' }).click();
  await page.getByLabel('Flow name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/chatbot\/edit-flow\//);
  await canvasReady(page);
  return /edit-flow\/([^/?#]+)/.exec(page.url())![1]!;
}

/** Ids of the nodes on the canvas, in document order. */
export async function nodeIds(page: Page): Promise<string[]> {
  return canvasNodes(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id') ?? ''));
}

/** Adds a node with a click on its palette item (the path without a pointer drag); returns the new node's id. */
export async function addFromPalette(page: Page, kind: string): Promise<string> {
  const before = await nodeIds(page);
  await page.getByTestId(`palette-${kind}`).click();
  await expect(canvasNodes(page)).toHaveCount(before.length + 1);
  const added = (await nodeIds(page)).find((id) => !before.includes(id));
  expect(added).toBeDefined();
  return added!;
}

/** Fills a settings field of the node shown in the inspector; a pick list (flow, app) is chosen by value or label. */
export async function fillField(page: Page, field: string, value: string) {
  const control = page.getByTestId('inspector').locator(`[data-field="${field}"]`);
  if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
  else await control.fill(value);
  await expect(control).toHaveValue(value);
}

/** Connects a branch of one node to another through the Connect… dialog (the keyboard-friendly path). */
export async function connectByDialog(page: Page, source: string, branch: string, target: string) {
  await page.getByTestId('toolbar-connectDialog').click();
  const dialog = page.getByTestId('connect-dialog');
  await dialog.getByTestId('connect-source').selectOption(source);
  await dialog.getByTestId('connect-branch').selectOption(branch);
  await dialog.getByTestId('connect-target').selectOption(target);
  await dialog.getByTestId('connect-submit').click();
  await expect(dialog).toBeHidden();
  await expect(announcer(page)).toContainText('Connected');
}

/**
 * Every rendered node's box in flow coordinates: React Flow places a node with a translate of its
 * flow position, and its offset size is its unzoomed size.
 */
export async function nodeBoxes(page: Page): Promise<Record<string, NodeBox>> {
  const boxes = await canvasNodes(page).evaluateAll((elements) =>
    elements.map((element) => {
      const node = element as HTMLElement;
      const matrix = new DOMMatrixReadOnly(getComputedStyle(node).transform);
      return { id: node.dataset.id ?? '', x: matrix.m41, y: matrix.m42, width: node.offsetWidth, height: node.offsetHeight };
    }),
  );
  return Object.fromEntries(boxes.map((box) => [box.id, box]));
}

/** Pairs of nodes whose boxes overlap, as `a × b` strings (empty when none do). */
export function overlaps(boxes: readonly NodeBox[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) found.push(`${a.id} × ${b.id}`);
    }
  });
  return found;
}

/** The side of the node a handle sits on, from React Flow's position class. */
export async function handleSide(page: Page, testId: string): Promise<string> {
  const classes = (await page.getByTestId(testId).getAttribute('class')) ?? '';
  return /react-flow__handle-(top|bottom|left|right)/.exec(classes)?.[1] ?? 'none';
}
