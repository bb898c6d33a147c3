import { expect, test, type Page } from '@playwright/test';
import { echoPort } from '../playwright.config';
import { canvasReady, layoutApplied } from './support/canvas';
import { chatbotApi, publishedBot } from './support/chatbot-api';
import { signIn } from './support/console';

/** Every report of the browser that the policy blocked something, from the page's own event and its console. */
async function watchViolations(page: Page, violations: string[]) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} on ${location.pathname}`));
  });
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

test('the console, the canvas with its layout worker and the web chat run under the Content-Security-Policy without a violation', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  await watchViolations(page, violations);
  const id = `${Date.now() % 1_000_000}`;
  const api = await chatbotApi(request, 'designer');
  const bot = await publishedBot(api, `CSP bot ${id}`, `http://127.0.0.1:${echoPort}`);
  const flowId = ((await api.call('GET', `bots/${bot.botId}/flows`)).json.flows as { id: string }[])[0]!.id;
  const profile = { name: `CSP chat ${id}`, bot_id: bot.botId, app_name: `CSP chat ${id}`, short_name: 'CSP', theme_color: '#0a5fff', background_color: '#ffffff', icon_url: 'https://cdn.acme.example/i.png' };
  const profileId = (await api.call('POST', 'pwa-profiles', profile)).json.id as string;

  const first = await page.goto('/');
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self';");
  await signIn(page, 'designer');
  await page.goto(`/#/chatbot/edit-flow/${flowId}`);
  await canvasReady(page);
  await page.getByTestId('canvas').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+Shift+L');
  await layoutApplied(page);

  const chat = await context.newPage();
  await watchViolations(chat, violations);
  await chat.goto(`/pwa/${profileId}/`);
  const log = chat.getByRole('log', { name: 'Conversation' });
  await log.getByRole('group', { name: 'Suggestions' }).getByRole('button', { name: 'Sign me up' }).click();
  await expect(log).toContainText('What is your name?');
  expect(violations).toEqual([]);
});
