import { expect, test } from '@playwright/test';
import { echoPort } from '../playwright.config';
import { chatbotApi, publishedBot } from './support/chatbot-api';
import { signIn } from './support/console';

const GREETING = 'Welcome to Acme Deals! Shall we sign you up for the weekly deals?';
const WELCOME = 'Hi! This is Acme on the web.';

test('a PWA profile’s web chat installs from its manifest, talks with the published flow, keeps typed text when sending fails, picks up where it was when reopened, and shows in the chat report', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const id = `${Date.now() % 1_000_000}`;
  const api = await chatbotApi(request, 'designer');
  const bot = await publishedBot(api, `Web chat bot ${id}`, `http://127.0.0.1:${echoPort}`);
  const created = await api.call('POST', 'pwa-profiles', {
    name: `Web chat ${id}`,
    bot_id: bot.botId,
    app_name: `Acme Deals ${id}`,
    short_name: 'Deals',
    theme_color: '#0a5fff',
    background_color: '#ffffff',
    // An icon the browser can fetch, so that Chromium's installability check can pass.
    icon_url: `${baseURL}/assets/images/logo-mark.svg`,
    welcome_text: WELCOME,
  });
  expect(created.status).toBe(200);
  const profileId = created.json.id as string;

  await signIn(page, 'designer');
  await page.goto('/#/chatbot/settings');
  const [chat] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: `Open web chat of Web chat ${id} (opens in a new tab)` }).click()]);

  await test.step('the page is the manifest’s start URL, links it and runs a service worker in its scope', async () => {
    await expect(chat).toHaveURL(`/pwa/${profileId}/`);
    await expect(chat).toHaveTitle(`Acme Deals ${id}`);
    const manifestHref = await chat.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe(`/api/pwa/${profileId}/manifest.webmanifest`);
    const manifest = (await (await request.get(manifestHref!)).json()) as { start_url: string; scope: string; theme_color: string };
    expect(new URL(manifest.start_url, chat.url()).toString()).toBe(chat.url());
    await expect(chat.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    const scope = await chat.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope));
    expect(scope).toBe(chat.url());
    const cdp = await chat.context().newCDPSession(chat);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito windows, where Chromium never installs; nothing else may stand in the way.
    expect(installabilityErrors.map((error) => error.errorId).filter((errorId) => errorId !== 'in-incognito')).toEqual([]);
  });

  const log = chat.getByRole('log', { name: 'Conversation' });
  const message = chat.getByRole('textbox', { name: 'Message' });

  await test.step('the welcome text, then the bot’s greeting; a chip and a typed answer get the next replies', async () => {
    await expect(chat.getByRole('heading', { name: `Acme Deals ${id}` })).toBeVisible();
    await expect(log).toContainText(WELCOME);
    await expect(log).toContainText(GREETING);
    await log.getByRole('group', { name: 'Suggestions' }).getByRole('button', { name: 'Sign me up' }).click();
    await expect(log).toContainText('What is your name?');
    await message.fill('asha rao');
    await message.press('Enter');
    await expect(log).toContainText('Thanks Asha Rao. Your email address?');
    await expect(message).toHaveValue('');
  });

  await test.step('a failed send says so and keeps the typed text; sending again works', async () => {
    // Offline rather than page.route: the page's requests go through its service worker, which page routes do not see.
    await chat.context().setOffline(true);
    await message.fill('asha@example.com');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('alert')).toHaveText('Your message was not sent. Check your connection and send again.');
    await expect(message).toHaveValue('asha@example.com');
    await chat.context().setOffline(false);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(log).toContainText('Your mobile number, for deal alerts?');
    await expect(chat.getByRole('alert')).toHaveCount(0);
  });

  await test.step('reopened, the chat shows the conversation so far and continues it without starting over', async () => {
    await chat.reload();
    await expect(log).toContainText('Your mobile number, for deal alerts?');
    await expect(log.getByText(GREETING)).toHaveCount(1);
    await message.fill('skip');
    await message.press('Enter');
    await expect(log).toContainText('You are in, Asha Rao!');
  });

  await test.step('the chat report lists the web conversation with its transcript', async () => {
    const conversationId = `web:${await chat.evaluate((key) => localStorage.getItem(key), `web-chat.conversation.${profileId}`)}`;
    await page.goto('/#/chatbot/chatreport');
    // Going offline above was the whole browser context: if the console's status check ran meanwhile, it
    // failed, and a failed check signs the console out (spec §4); then the designer signs in again.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search.or(page.getByLabel('Username'))).toBeVisible();
    if (!(await search.isVisible())) {
      await signIn(page, 'designer');
      await page.goto('/#/chatbot/chatreport');
    }
    await page.getByRole('searchbox', { name: 'Search' }).fill(conversationId);
    await page.getByRole('button', { name: 'Apply' }).click();
    const table = page.getByRole('table', { name: 'Conversations' });
    await expect(table).toContainText(`Web chat bot ${id}`);
    await table.getByRole('button', { name: `Open the transcript of ${conversationId}` }).click();
    const transcript = page.getByRole('dialog', { name: `Conversation ${conversationId}` });
    await expect(transcript).toContainText(GREETING);
    await expect(transcript).toContainText('asha@example.com');
    await expect(transcript).toContainText('You are in, Asha Rao!');
  });
});
