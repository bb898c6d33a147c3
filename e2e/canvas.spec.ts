import { expect, test, type Page } from '@playwright/test';
import { chatbotApi } from './support/chatbot-api';
import {
  addFromPalette,
  announcer,
  canvasNodes,
  canvasReady,
  connectByDialog,
  createBot,
  createFlow,
  fillField,
  handleSide,
  layoutApplied,
  nodeBoxes,
  overlaps,
  stamp,
  type NodeBox,
} from './support/canvas';
import { downloadCommandLog, exportedFlow, flowContent, replayCommandLog } from './support/command-log';
import { expectNoSeriousAxeViolations } from './support/axe';

type Edge = [source: string, branch: string, target: string];

const problemsPanel = (page: Page) => page.getByTestId('problems-panel');

/** Waits until the layout has moved the nodes away from `before`, then returns the new boxes. */
/**
 * The node boxes once the layout has moved them and the view has been fitted: the canvas renders
 * only nodes on screen, so a node the layout moves out of view is missing until the fit.
 */
/**
 * The nodes' boxes once the layout has moved them and every node of `before` is drawn, from the read
 * that saw it: the canvas draws only what is on screen, and while the view is fitted after a layout a
 * node can be off screen for a moment, so a second read could miss it (a clean-clone run failed so).
 */
async function boxesAfterLayout(page: Page, before: Record<string, NodeBox>): Promise<Record<string, NodeBox>> {
  await layoutApplied(page);
  const ids = Object.keys(before);
  let seen: Record<string, NodeBox> = {};
  const settled = async () => {
    const boxes = await nodeBoxes(page);
    const laidOut = ids.every((id) => boxes[id]) && JSON.stringify(boxes) !== JSON.stringify(before);
    // Two reads alike: a layout in progress is not read half-applied.
    const done = laidOut && JSON.stringify(boxes) === JSON.stringify(seen);
    seen = boxes;
    return done;
  };
  await expect.poll(settled).toBe(true);
  return seen;
}

function positionsOf(boxes: Record<string, NodeBox>): Record<string, { x: number; y: number }> {
  return Object.fromEntries(Object.values(boxes).map((box) => [box.id, { x: box.x, y: box.y }]));
}

/** Every edge leads downwards (DOWN) or rightwards (RIGHT), and no two laid-out nodes overlap. */
function expectLaidOut(boxes: Record<string, NodeBox>, edges: readonly Edge[], laidOut: readonly string[], direction: 'DOWN' | 'RIGHT') {
  for (const [source, , target] of edges) {
    const from = boxes[source]!;
    const to = boxes[target]!;
    if (direction === 'DOWN') expect(to.y, `${source} → ${target}`).toBeGreaterThanOrEqual(from.y + from.height);
    else expect(to.x, `${source} → ${target}`).toBeGreaterThanOrEqual(from.x + from.width);
  }
  expect(overlaps(laidOut.map((id) => boxes[id]!))).toEqual([]);
}

test('a designer builds a 10-node flow of every kind, fixes its problems, undoes, lays it out both ways, saves, reloads, publishes and restores an older version', async ({ page, request }) => {
  test.setTimeout(240_000);
  // The app the "Call app" node picks by name; made through the API, the apps page has its own test.
  const crm = await (await chatbotApi(request, 'designer')).call('POST', 'apps', { name: `CRM ${stamp()}`, callback_url: 'https://example.com/crm' });
  expect(crm.status).toBe(200);
  await createBot(page, `Canvas bot ${stamp()}`);
  // A second flow of the bot for the "Go to flow" node to jump to (publishing refuses a jump to nowhere).
  const goodbyeFlowId = await createFlow(page, 'Goodbye');
  await page.getByRole('link', { name: 'Back to the flows' }).click();
  await createFlow(page, 'Welcome');
  await expect(canvasNodes(page)).toHaveCount(0);

  // Build: every kind of the palette, ten nodes, filling settings as each one is added (it is selected).
  const welcome = await addFromPalette(page, 'MESSAGE');
  await fillField(page, 'content.text', 'Welcome to the shop');
  const form = await addFromPalette(page, 'FORM');
  await fillField(page, 'fields.0.label', 'Email');
  await fillField(page, 'fields.0.variable', 'email');
  const check = await addFromPalette(page, 'CONDITION');
  await fillField(page, 'rules.0.variable', 'email');
  await fillField(page, 'rules.0.values.0', 'yes');
  const sum = await addFromPalette(page, 'ARITHMETIC');
  await fillField(page, 'left.name', 'count');
  await fillField(page, 'resultVariable', 'total');
  const api = await addFromPalette(page, 'API');
  await fillField(page, 'url', 'https://example.com/orders');
  const pay = await addFromPalette(page, 'PAYMENT');
  await fillField(page, 'description', 'Order');
  const app = await addFromPalette(page, 'APP');
  await fillField(page, 'appId', crm.json.id as string);
  const jump = await addFromPalette(page, 'FLOW');
  await fillField(page, 'flowId', goodbyeFlowId);
  const bye = await addFromPalette(page, 'MESSAGE');
  const note = await addFromPalette(page, 'NOTE');
  await fillField(page, 'text', 'Ask marketing about the welcome text');
  await expect(canvasNodes(page)).toHaveCount(10);
  const laidOut = [welcome, form, check, sum, api, pay, app, jump, bye];

  const edges: Edge[] = [
    [welcome, 'next', form],
    [form, 'next', check],
    [check, 'true', sum],
    [check, 'false', api],
    [sum, 'next', pay],
    [api, 'success', app],
    [pay, 'success', bye],
    [app, 'next', jump],
  ];
  // Unconnected required branches are problems the editor reports while the flow is being built.
  await expect(problemsPanel(page)).toContainText('must be connected');
  for (const [source, branch, target] of edges) await connectByDialog(page, source, branch, target);
  await expect(page.locator('.react-flow__edge')).toHaveCount(edges.length);

  // Problems: the payment has no amount and the last message no text. Publishing waits for both.
  await expect(problemsPanel(page)).toContainText('2 errors, 0 warnings');
  await expect(page.getByTestId(`node-problems-${pay}`)).toBeVisible();
  await expect(page.getByTestId('toolbar-publish')).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('problem-0').click();
  await expect(page.locator(':focus')).toHaveAttribute('data-field', 'amount');
  await page.keyboard.type('499');
  await expect(problemsPanel(page)).toContainText('1 error, 0 warnings');
  await page.getByTestId('problem-0').click();
  await expect(page.locator(':focus')).toHaveAttribute('data-field', 'content.text');
  await page.keyboard.type('Thanks for your order');
  await expect(problemsPanel(page)).toContainText('0 errors, 0 warnings');
  await expect(page.getByTestId('toolbar-publish')).not.toHaveAttribute('aria-disabled', 'true');

  // Undo and redo: the typing burst is one step; a deleted node comes back with its edge.
  const byeText = page.getByTestId('inspector').locator('[data-field="content.text"]');
  await page.getByTestId('toolbar-undo').click();
  await expect(byeText).toHaveValue('');
  await expect(problemsPanel(page)).toContainText('1 error,');
  await page.getByTestId('toolbar-redo').click();
  await expect(byeText).toHaveValue('Thanks for your order');
  await page.getByTestId('toolbar-deleteSelection').click();
  await expect(canvasNodes(page)).toHaveCount(9);
  await expect(page.locator('.react-flow__edge')).toHaveCount(edges.length - 1);
  await page.getByTestId('toolbar-undo').click();
  await expect(canvasNodes(page)).toHaveCount(10);
  await expect(page.locator('.react-flow__edge')).toHaveCount(edges.length);
  await page.getByTestId('toolbar-redo').click();
  await expect(canvasNodes(page)).toHaveCount(9);
  await page.getByTestId('toolbar-undo').click();
  await expect(canvasNodes(page)).toHaveCount(10);

  // Auto-layout, top to bottom by default: every edge leads down, nothing overlaps (the note stays put).
  const built = await nodeBoxes(page);
  await page.getByTestId('toolbar-autoLayout').click();
  const down = await boxesAfterLayout(page, built);
  expectLaidOut(down, edges, laidOut, 'DOWN');
  expect(positionsOf(down)[note]).toEqual(positionsOf(built)[note]);
  expect(await handleSide(page, `handle-${welcome}-in`)).toBe('top');
  expect(await handleSide(page, `handle-${welcome}-next`)).toBe('bottom');

  // Left to right from the split button's menu: edges lead right, handles move to the sides.
  await page.getByTestId('toolbar-layoutDirection').click();
  await page.getByRole('menuitemradio', { name: 'Left to right' }).click();
  const right = await boxesAfterLayout(page, down);
  expectLaidOut(right, edges, laidOut, 'RIGHT');
  await expect.poll(() => handleSide(page, `handle-${form}-in`)).toBe('left');
  expect(await handleSide(page, `handle-${check}-true`)).toBe('right');

  // The layout with its direction is one undo step. Fit the view after each so every node is drawn.
  await page.getByTestId('toolbar-undo').click();
  await page.getByTestId('toolbar-fitView').click();
  await expect.poll(async () => positionsOf(await nodeBoxes(page))).toEqual(positionsOf(down));
  await expect.poll(() => handleSide(page, `handle-${form}-in`)).toBe('top');
  await page.getByTestId('toolbar-redo').click();
  await page.getByTestId('toolbar-fitView').click();
  await expect.poll(async () => positionsOf(await nodeBoxes(page))).toEqual(positionsOf(right));
  await expect.poll(() => handleSide(page, `handle-${form}-in`)).toBe('left');

  // Save, reload: the same nodes at the same places, the direction remembered, the settings kept.
  await page.getByTestId('toolbar-save').click();
  await expect(page.getByText(/Draft saved/)).toBeVisible();
  await page.reload();
  await canvasReady(page);
  await expect(canvasNodes(page)).toHaveCount(10);
  await expect(page.locator('.react-flow__edge')).toHaveCount(edges.length);
  await expect.poll(async () => positionsOf(await nodeBoxes(page))).toEqual(positionsOf(right));
  expect(await handleSide(page, `handle-${form}-in`)).toBe('left');
  await page.getByTestId(`node-${bye}`).click();
  await expect(page.getByTestId('inspector').locator('[data-field="content.text"]')).toHaveValue('Thanks for your order');
  await expect(problemsPanel(page)).toContainText('0 errors, 0 warnings');

  // Publish, change the draft, then restore the published version as a new draft.
  await page.getByTestId('toolbar-publish').click();
  await page.getByRole('dialog', { name: 'Publish this flow?' }).getByRole('button', { name: 'Publish' }).click();
  const published = page.getByText(/^Published version \d+\.$/);
  await expect(published).toBeVisible();
  const version = /\d+/.exec(await published.innerText())![0];

  await page.getByTestId(`node-${welcome}`).click();
  await fillField(page, 'content.text', 'Changed after publishing');
  await page.getByTestId('toolbar-save').click();
  await expect(page.getByText(/Draft saved/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Versions' }).click();
  await page.getByRole('button', { name: `Restore version ${version} as the draft` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(new RegExp(`^Version ${version} restored as draft version \\d+\\.$`))).toBeVisible();
  await expect(canvasNodes(page)).toHaveCount(10);
  await page.getByTestId(`node-${welcome}`).click();
  await expect(page.getByTestId('inspector').locator('[data-field="content.text"]')).toHaveValue('Welcome to the shop');
});

test('Escape during a mouse drag puts the node back and leaves no undo step', async ({ page }) => {
  await createBot(page, `Drag bot ${stamp()}`);
  await createFlow(page, 'Drag');
  const id = await addFromPalette(page, 'MESSAGE');
  const start = (await nodeBoxes(page))[id]!;
  const onScreen = (await page.getByTestId(`node-${id}`).boundingBox())!;

  await page.mouse.move(onScreen.x + 60, onScreen.y + 16);
  await page.mouse.down();
  // Short moves, away from the canvas edge, where React Flow would start panning the view.
  await page.mouse.move(onScreen.x + 140, onScreen.y + 90, { steps: 10 });
  await expect.poll(async () => (await nodeBoxes(page))[id]!.x).not.toBe(start.x);
  await page.keyboard.press('Escape');
  await expect(announcer(page)).toHaveText('Move cancelled');
  await expect.poll(async () => positionsOf(await nodeBoxes(page))[id]).toEqual({ x: start.x, y: start.y });
  // The pointer keeps moving before it is released: the cancelled drag must not pick up again, and
  // resting at the canvas edge must not pan the view as a live drag would.
  await page.mouse.move(onScreen.x + 170, onScreen.y + 110, { steps: 5 });
  const viewport = page.locator('.react-flow__viewport');
  const view = await viewport.evaluate((element) => element.style.transform);
  const pane = (await page.getByTestId('canvas').boundingBox())!;
  await page.mouse.move(pane.x + pane.width - 3, pane.y + pane.height / 2, { steps: 5 });
  // React Flow's auto-pan moves the view once per animation frame: twenty frames there would show it.
  await page.evaluate(() => new Promise<void>((resolve) => {
    let frames = 0;
    const tick = () => (++frames >= 20 ? resolve() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }));
  expect(await viewport.evaluate((element) => element.style.transform)).toBe(view);
  await page.mouse.up();
  expect(positionsOf(await nodeBoxes(page))[id]).toEqual({ x: start.x, y: start.y });

  // The only step is adding the node: one undo removes it.
  await page.getByTestId('toolbar-undo').click();
  await expect(canvasNodes(page)).toHaveCount(0);
  await expect(page.getByTestId('toolbar-undo')).toHaveAttribute('aria-disabled', 'true');
});

test('a node is as tall zoomed out as zoomed in, so a fit or a layout made at either zoom holds at the other', async ({ page }) => {
  await createBot(page, `Zoom bot ${stamp()}`);
  await createFlow(page, 'Zoom');
  const id = await addFromPalette(page, 'MESSAGE');
  await fillField(page, 'content.text', 'A summary that takes room');
  await expect(page.getByTestId(`node-${id}`).getByText('A summary that takes room')).toBeVisible();
  const full = (await nodeBoxes(page))[id]!;
  const scale = () => page.locator('.react-flow__viewport').evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a);
  while ((await scale()) >= 0.5) {
    const before = await scale();
    await page.getByTestId('toolbar-zoomOut').click();
    await expect.poll(scale).toBeLessThan(before);
  }
  // Zoomed out the full content is not painted: a face shows kind, name and first line in large type, and the node keeps its size.
  const face = page.getByTestId(`node-face-${id}`);
  await expect(face).toHaveAttribute('data-detail', 'compact');
  await expect(face).toContainText('A summary that takes room');
  const zoomedOut = (await nodeBoxes(page))[id]!;
  expect({ width: zoomedOut.width, height: zoomedOut.height }).toEqual({ width: full.width, height: full.height });
  // Further out, where even that type would be under 6 px, bars and no text; still the same size.
  while ((await scale()) >= 0.3) {
    const before = await scale();
    await page.getByTestId('toolbar-zoomOut').click();
    await expect.poll(scale).toBeLessThan(before);
  }
  await expect(face).toHaveAttribute('data-detail', 'sketch');
  await expect(page.getByTestId(`node-${id}`).getByText('A summary that takes room')).toBeHidden();
  const sketched = (await nodeBoxes(page))[id]!;
  expect({ width: sketched.width, height: sketched.height }).toEqual({ width: full.width, height: full.height });
});

test('keyboard only: add nodes from the palette, Tab to a node, nudge it with Alt+arrow, connect through the Connect dialog', async ({ page }) => {
  await createBot(page, `Keyboard bot ${stamp()}`);
  await createFlow(page, 'Keys');

  await page.getByTestId('palette-MESSAGE').focus();
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText('Added Message');
  await page.keyboard.press('Enter');
  await expect(canvasNodes(page)).toHaveCount(2);
  const [first, second] = (await canvasNodes(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id') ?? ''))) as [string, string];

  // Tab until a node has the focus: focusing it by keyboard selects it.
  const focusedNode = () => page.evaluate(() => document.activeElement?.closest<HTMLElement>('.react-flow__node')?.dataset.id ?? null);
  for (let presses = 0; presses < 60 && (await focusedNode()) === null; presses += 1) await page.keyboard.press('Tab');
  const focused = await focusedNode();
  expect([first, second]).toContain(focused);
  const other = focused === first ? second : first;
  await expect(page.getByTestId('inspector')).toContainText(focused!);

  const before = (await nodeBoxes(page))[focused!]!;
  await page.keyboard.press('Alt+ArrowRight');
  await expect(announcer(page)).toHaveText(`Moved Message ${focused} to ${before.x + 10}, ${before.y}`);
  await expect.poll(async () => (await nodeBoxes(page))[focused!]!.x).toBe(before.x + 10);
  await page.keyboard.press('Alt+Shift+ArrowDown');
  await expect.poll(async () => (await nodeBoxes(page))[focused!]!.y).toBe(before.y + 50);

  // Ctrl+K: the dialog starts from the focused node; Tab to the submit button and press Enter.
  await page.keyboard.press('Control+k');
  const dialog = page.getByTestId('connect-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('connect-source')).toHaveValue(focused!);
  await expect(dialog.getByTestId('connect-target')).toHaveValue(other);
  for (let presses = 0; presses < 10 && !(await dialog.getByTestId('connect-submit').evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(announcer(page)).toHaveText(`Connected Message ${focused} to Message ${other}`);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  // Focus is back on the node, inside the editor, so its shortcuts keep working. Polled: Radix hands
  // focus back a tick after the dialog leaves the page (its FocusScope's unmount timer).
  await expect.poll(focusedNode).toBe(focused);

  // Ctrl+Shift+L lays the flow out (top to bottom: the connected node goes below the other).
  await page.keyboard.press('Control+Shift+L');
  await layoutApplied(page);
  await expect.poll(async () => {
    // Until the view is fitted, a moved node may be off screen and not drawn.
    const { [focused!]: from, [other]: to } = await nodeBoxes(page);
    return from !== undefined && to !== undefined && to.y >= from.y + from.height;
  }).toBe(true);

  // Undo by keyboard takes the layout back, then the connection.
  await page.keyboard.press('Control+z');
  await expect(announcer(page)).toHaveText('Undone');
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
});

test('auto-layout of a selection leaves the other nodes and stays where the selection was, in both directions, from the keyboard', async ({ page }) => {
  await createBot(page, `Layout bot ${stamp()}`);
  await createFlow(page, 'Layout');
  const a = await addFromPalette(page, 'MESSAGE');
  const b = await addFromPalette(page, 'MESSAGE');
  const c = await addFromPalette(page, 'MESSAGE');
  await connectByDialog(page, a, 'next', b);

  // One node selected: the whole flow is laid out, which also pulls the stacked nodes apart.
  const added = await nodeBoxes(page);
  await page.getByTestId('toolbar-autoLayout').click();
  const start = await boxesAfterLayout(page, added);

  await page.getByTestId(`node-${a}`).click();
  await page.getByTestId(`node-${b}`).click({ modifiers: ['Control'] });
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(2);

  const corner = (boxes: Record<string, NodeBox>) => ({ x: Math.min(boxes[a]!.x, boxes[b]!.x), y: Math.min(boxes[a]!.y, boxes[b]!.y) });
  const pick = async (name: string) => {
    await page.getByTestId('toolbar-layoutDirection').focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitemradio', { name });
    while (!(await item.evaluate((element) => element === document.activeElement))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  };

  await pick('Left to right');
  const right = await boxesAfterLayout(page, start);
  expect(right[c]).toEqual(start[c]);
  expect(corner(right)).toEqual(corner(start));
  expect(right[b]!.x).toBeGreaterThanOrEqual(right[a]!.x + right[a]!.width);
  await expect.poll(() => handleSide(page, `handle-${b}-in`)).toBe('left');

  await pick('Top to bottom');
  const down = await boxesAfterLayout(page, right);
  expect(down[c]).toEqual(start[c]);
  expect(corner(down)).toEqual(corner(start));
  expect(down[b]!.y).toBeGreaterThanOrEqual(down[a]!.y + down[a]!.height);
  await expect.poll(() => handleSide(page, `handle-${b}-in`)).toBe('top');
});

test('a command log downloaded after building a small flow by hand replays onto an empty flow to the same document', async ({ page }) => {
  await createBot(page, `Log bot ${stamp()}`);
  await createFlow(page, 'Recorded');
  const hello = await addFromPalette(page, 'MESSAGE');
  await fillField(page, 'content.text', 'Hello, what is your email?');
  const ask = await addFromPalette(page, 'FORM');
  await fillField(page, 'fields.0.label', 'Email');
  await fillField(page, 'fields.0.variable', 'email');
  await connectByDialog(page, hello, 'next', ask);
  await page.getByTestId(`node-${ask}`).click();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(announcer(page)).toContainText('Moved');
  const note = await addFromPalette(page, 'NOTE');
  await page.getByTestId('toolbar-deleteSelection').click();
  await expect(page.getByTestId(`node-${note}`)).toHaveCount(0);
  await page.getByTestId('toolbar-undo').click();
  await page.getByTestId('toolbar-redo').click();

  // The download is a toolbar button with an accessible name, reached and pressed from the keyboard.
  const download = page.getByRole('button', { name: 'Download command log' });
  await download.focus();
  const log = await downloadCommandLog(page, () => page.keyboard.press('Enter'));
  expect(JSON.parse(log)).toMatchObject({ format: 'canvas-command-log', startVersion: expect.any(Number) });
  const built = await exportedFlow(page);
  expect(built.nodes).toHaveLength(2);

  await page.getByRole('link', { name: 'Back to the flows' }).click();
  await createFlow(page, 'Replayed');
  await replayCommandLog(page, log, async () => {
    // axe reads a toast fading in or out ("Flow created") as low contrast: check the dialog once it is gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousAxeViolations(page, 'replay dialog');
  });
  expect(flowContent(await exportedFlow(page))).toEqual(flowContent(built));
});
