import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { campaignApi, draftCampaign, uaePhones, type CampaignApi } from './support/campaign-api';
import { signIn, type DemoLogin } from './support/console';

/**
 * #31 at 375 px: on the lists a phone user acts from, the row's primary action is on screen without
 * scrolling sideways (the rows are cards there), and the wizards' step indicator fits. The campaigns
 * are made through the API: one awaiting approval, one approved and running outside its send window,
 * so it stays "Sending" with Pause and Cancel while nothing goes out.
 */
const PHONE = { width: 375, height: 812 };
const AREA = '/#/whatsapp-campaign';

async function phonePage(browser: Browser, who: DemoLogin): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(page, who);
  return page;
}

/** The actions are in view once the page is scrolled down to them (never sideways), and the page itself is no wider than the screen. */
async function onScreen(page: Page, actions: Locator[], shot: string) {
  await actions[0]!.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120));
  for (const action of actions) await expect(action).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true);
  if (process.env.SCREENSHOTS !== '1') return;
  // From the top: a full-page shot of a scrolled page draws the fixed top bar midway.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/phone-${shot}.png`, fullPage: true, animations: 'disabled' });
}

/** A CSV's rows as the audience upload sends them: the number and the other columns by name. */
function audienceRows(csv: string) {
  const [header, ...lines] = csv.split('\n').map((line) => line.split(','));
  return lines.map(([phone, ...rest]) => ({ phone: phone!, variables: Object.fromEntries(rest.map((value, i) => [header![i + 1]!, value])) }));
}

/** A UTC+4 (UAE) hour range the recipients' local time is not in now, so sending waits. */
function closedWindow() {
  const dubaiHour = (new Date().getUTCHours() + 4) % 24;
  return dubaiHour >= 2 ? { startHour: 0, endHour: 1 } : { startHour: 12, endHour: 13 };
}

async function runningOutsideItsWindow(maker: CampaignApi, checker: CampaignApi, name: string) {
  const id = await draftCampaign(maker, name, uaePhones(3, Date.now() % 1_000_000));
  const draft = (await maker.call('GET', `campaigns/${id}`)).json;
  const body = { name, senderId: draft.senderId, templateSno: draft.templateSno, variableMapping: draft.variableMapping, audience: draft.audience, schedule: { kind: 'now' }, sendWindow: closedWindow() };
  expect((await maker.call('PUT', `campaigns/${id}`, body)).status).toBe(200);
  expect((await maker.call('POST', `campaigns/${id}/submit`, { schedule: null })).json.state).toBe('PENDING_APPROVAL');
  expect((await checker.call('POST', `campaigns/${id}/approve`)).status).toBe(200);
  // The scheduler starts an approved "now" campaign within a couple of seconds.
  await expect.poll(async () => (await maker.call('GET', `campaigns/${id}`)).json.state, { timeout: 30_000 }).toBe('RUNNING');
}

test('at 375 px the lists show their rows’ actions and the wizard its steps without sideways scrolling', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const pending = `Phone approve ${stamp}`;
  const running = `Phone running ${stamp}`;
  const pendingCsv = ['phone,name', ...uaePhones(3, (stamp + 500) % 1_000_000).map((phone, i) => `${phone},${['Layla', 'Omar', 'Priya'][i]}`)].join('\n');
  const prepared = (async () => {
    const maker = await campaignApi(request, 'lounge');
    const pendingId = await draftCampaign(maker, pending, audienceRows(pendingCsv), undefined, {
      template: 'welcome_offer',
      variableMapping: { first_name: { kind: 'column', column: 'name' }, discount: { kind: 'text', text: '15%' } },
    });
    expect((await maker.call('POST', `campaigns/${pendingId}/submit`, { schedule: null })).json.state).toBe('PENDING_APPROVAL');
    await runningOutsideItsWindow(maker, await campaignApi(request, 'loungeChecker'), running);
  })();
  // The three sign-ins while the campaigns are made.
  const [checker, page, designer] = await Promise.all([phonePage(browser, 'loungeChecker'), phonePage(browser, 'lounge'), phonePage(browser, 'designer'), prepared]);

  await checker.goto(`${AREA}/checker-list`);
  await checker.getByLabel('Search campaigns by name').fill(pending);
  await onScreen(checker, [checker.getByRole('button', { name: `Approve ${pending}` }), checker.getByRole('button', { name: `Reject ${pending}` })], 'checker-list');
  // The checker's Details on a phone: each first recipient's message filled from its own row of the file, Approve in reach.
  await checker.getByRole('button', { name: `Details of ${pending}` }).click();
  const detail = checker.getByRole('dialog', { name: pending });
  for (const { phone, variables } of audienceRows(pendingCsv)) {
    await expect(detail.getByRole('listitem', { name: `To ${phone}` })).toContainText(`Hi ${variables.name}, enjoy 15% off your next order with us.`);
  }
  const approve = detail.getByRole('button', { name: 'Approve' });
  await approve.scrollIntoViewIfNeeded();
  await expect(approve).toBeInViewport({ ratio: 1 });
  expect(await checker.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  if (process.env.SCREENSHOTS === '1') await checker.screenshot({ path: 'docs/screenshots/phone-checker-details.png', animations: 'disabled' });
  await checker.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  // A laptop: the checker's Approve was cut off at 1366 px; with the sidebar's labels shown or not.
  await checker.setViewportSize({ width: 1366, height: 768 });
  await expect(checker.getByRole('button', { name: `Approve ${pending}` })).toBeInViewport({ ratio: 1 });
  await checker.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(checker.getByRole('button', { name: `Approve ${pending}` })).toBeInViewport({ ratio: 1 });

  await page.goto(`${AREA}/distributed-delivery`);
  await page.getByLabel('Search campaigns by name').fill(running);
  await onScreen(page, [page.getByRole('button', { name: `Pause ${running}` }), page.getByRole('button', { name: `Cancel ${running}` })], 'distributed-delivery');
  // What it waits for is its recipients' hours, not the account's limit; the list refreshes itself until the dispatcher has said so.
  await expect(page.getByText('Waiting for send window')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Waiting for limit')).toHaveCount(0);

  await page.goto(`${AREA}/maker-list`);
  await page.getByLabel('Search campaigns by name').fill(running);
  await onScreen(page, [page.getByRole('progressbar', { name: `Progress of ${running}` }), page.getByRole('button', { name: `Duplicate ${running}` })], 'maker-list');
  // The row's name opens its report, which says what the campaign waits for.
  await page.getByRole('link', { name: `Open the report of ${running}` }).click();
  await expect(page).toHaveURL(/#\/whatsapp-campaign\/report\/[^/]+$/);
  await onScreen(page, [page.getByRole('heading', { name: running, level: 1 }), page.getByText(/Waiting for the recipients' send window: continues at/)], 'campaign-report');

  await page.goto(`${AREA}/send-whatsapp`);
  const steps = page.getByRole('navigation', { name: 'Campaign steps' });
  await onScreen(page, [steps.getByRole('button', { name: 'Template' }), steps.getByRole('button', { name: 'Review' }), steps.getByText('Step 1 of 5 · Template')], 'send-steps');

  await designer.goto(`${AREA}/template-management`);
  const firstRow = designer.locator('tr[data-template]').first();
  const template = (await firstRow.getAttribute('data-template'))!.split('/')[0]!;
  await onScreen(designer, [designer.getByRole('link', { name: `View ${template}` }).first(), designer.getByRole('button', { name: `Delete ${template}` }).first()], 'template-list');
});

/** A row's cell named by its column, as a screen reader and the card show it. */
const cellOf = (row: Locator, column: string, value: string | RegExp) => row.locator(`td[data-label="${column}"]`).filter({ hasText: value });

test('at 375 px the RCS template, insights and user lists are cards with their values named and their actions in view', async ({ browser }) => {
  const [designer, admin, userAdmin] = await Promise.all([phonePage(browser, 'designer'), phonePage(browser, 'admin'), phonePage(browser, 'userAdmin')]);

  await designer.goto('/#/campaign-management/templates-list');
  const template = designer.locator('tr[data-template]').first();
  const name = (await template.getAttribute('data-template'))!;
  await onScreen(designer, [cellOf(template, 'Name', name), designer.getByRole('link', { name: `View ${name}` }), designer.getByRole('button', { name: `Delete ${name}` })], 'rcs-templates-list');

  await admin.goto('/#/insights');
  const comparison = admin.getByTestId('table-comparison').getByRole('row').filter({ hasText: 'Messages sent' });
  await onScreen(admin, [cellOf(comparison, 'Metric', 'Messages sent'), cellOf(comparison, 'Optimized delivery', 'Yes')], 'insights');

  const user = userAdmin.getByRole('table', { name: 'Users' }).getByRole('row').nth(1);
  const email = (await cellOf(user, 'Email', /@/).textContent())!;
  await onScreen(userAdmin, [cellOf(user, 'Email', email), user.getByRole('button', { name: /^Delete user / })], 'user-list');
  // A phone sorts too: the sortable columns' buttons stay in view above the cards.
  await expect(userAdmin.getByRole('button', { name: 'Email' })).toBeInViewport();
  // The cards and the sort buttons above them keep the table's meaning for assistive technology.
  await expectNoSeriousAxeViolations(userAdmin, 'user list at 375 px');
});
