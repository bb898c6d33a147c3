import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { consoleSignInUrl } from '../server/session/routes/login-data';
import { createEmptyFlow, type FlowDocument } from '../src/canvas/engine';
import { portalSession } from './support/api-session';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { canvasReady, stamp } from './support/canvas';
import { chatbotApi } from './support/chatbot-api';
import { screenshotBoth } from './support/console';

/**
 * Issue #17, multi-language bot content: a flow translated into Arabic through the inspector answers
 * in Arabic in the simulator, after a save and a reload.
 */

const WELCOME_AR = 'أهلا بك! اختر واحدا.';
const PLANS_CHIP_AR = 'الباقات';
const PLANS_AR = 'تبدأ باقاتنا من 99.';

/** A welcome with a branching "Plans" chip, and the answer it leads to; written in English only. */
function smallFlow(): FlowDocument {
  return {
    ...createEmptyFlow({ id: 'languages', botId: 'languages', name: 'Languages' }),
    startNodeId: 'welcome',
    nodes: [
      {
        id: 'welcome',
        kind: 'MESSAGE',
        position: { x: 0, y: 0 },
        data: { content: { type: 'text_message', text: 'Welcome! Pick one.' }, suggestions: [{ id: 'plans', type: 'reply', label: 'Plans', postbackData: 'plans', branch: true }] },
      },
      { id: 'plans', kind: 'MESSAGE', position: { x: 0, y: 260 }, data: { content: { type: 'text_message', text: 'Our plans start at 99.' }, suggestions: [] } },
    ],
    edges: [{ id: 'welcome-plans', source: 'welcome', sourceHandle: 'plans', target: 'plans' }],
  };
}

/** Opens the flow with a fresh page load, signed in from an address as the portal does (the same in Arabic). */
async function openFlow(page: Page, request: APIRequestContext, flowId: string) {
  const query = consoleSignInUrl(await portalSession(request, 'designer')).split('?')[1] ?? '';
  await page.goto('about:blank');
  await page.goto(`/#/chatbot/edit-flow/${flowId}?${query}`);
  await canvasReady(page);
}

/** The simulator's toolbar button in the console language (the chatbot section may fall back to English). */
function simulatorTitle(language: 'en' | 'ar'): string {
  const read = (code: string) => JSON.parse(readFileSync(`public/assets/i18n/${code}.json`, 'utf8')) as { chatbot?: { simulator?: { title?: string } } };
  return read(language).chatbot?.simulator?.title ?? read('en').chatbot?.simulator?.title ?? '';
}

test('a flow translated to Arabic in the inspector answers in Arabic in the simulator after save and reload', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 860 });
  const api = await chatbotApi(request, 'designer');
  const bot = await api.call('POST', 'bots', { name: `Languages ${stamp()}`, channel: 'RCS' });
  expect(bot.status).toBe(200);
  const flow = await api.call('POST', `bots/${bot.json.id as string}/flows`, { name: 'Welcome' });
  const flowId = flow.json.id as string;
  expect((await api.call('PUT', `flows/${flowId}`, { document: smallFlow(), baseVersion: flow.json.version ?? 1 })).status).toBe(200);

  const inspector = page.getByTestId('inspector');
  const translation = (key: string) => inspector.locator(`[data-field="translations.ar.${key}"]`);

  await test.step('declare Arabic and translate the welcome and its chip beside the English texts', async () => {
    await openFlow(page, request, flowId);
    await page.getByTestId('flow-languages').getByRole('checkbox', { name: 'Arabic' }).check();
    await page.getByTestId('node-welcome').click();
    await expect(inspector.getByTestId('node-translations')).toContainText('English (default): Welcome! Pick one.');
    await translation('content.text').fill(WELCOME_AR);
    await translation('suggestions.plans.label').fill(PLANS_CHIP_AR);
    await expect(translation('content.text')).toHaveAttribute('dir', 'rtl');
    await expect(inspector.getByTestId('translation-suggestions.plans.label')).toContainText('7 / 25 characters');
  });

  await test.step('validation lists the answer as untranslated and leads to its field', async () => {
    const missing = page.getByTestId('problems-panel').getByRole('button', { name: /No Arabic translation of “Our plans start at 99\.”/ });
    await missing.click();
    await expect(translation('content.text')).toBeFocused();
    await page.keyboard.type(PLANS_AR);
    await expect(missing).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'inspector with Arabic translations (en)');
    await page.getByTestId('toolbar-save').click();
    await expect(page.getByText(/Draft saved/)).toBeVisible();
  });

  await test.step('after a reload the translations are there, and the simulator answers in Arabic', async () => {
    await openFlow(page, request, flowId);
    await page.getByTestId('node-welcome').click();
    await expect(translation('content.text')).toHaveValue(WELCOME_AR);
    await page.getByRole('button', { name: simulatorTitle('en') }).click();
    const simulator = page.getByTestId('simulator');
    await simulator.getByLabel('Conversation language').selectOption('ar');
    await simulator.getByRole('button', { name: 'Start', exact: true }).click();
    const log = simulator.getByRole('log');
    await expect(log).toContainText(WELCOME_AR);
    await expect(log.locator('xpath=ancestor::*[@dir][1]')).toHaveAttribute('dir', 'rtl');
    await log.getByRole('button', { name: PLANS_CHIP_AR }).click();
    await expect(log).toContainText(PLANS_AR);
    await expect(log).not.toContainText('Our plans start at 99.');
    await expectNoSeriousAxeViolations(page, 'simulator answering in Arabic (en)');
    await inspector.getByTestId('node-translations').scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'flow-languages-simulator');
  });

  await test.step('the same screens in the Arabic console', async () => {
    await useLanguage(page, 'ar');
    await openFlow(page, request, flowId);
    await page.getByTestId('node-welcome').click();
    await expect(translation('content.text')).toHaveValue(WELCOME_AR);
    await page.getByRole('button', { name: simulatorTitle('ar') }).click();
    await expect(page.getByTestId('simulator')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'inspector translations and simulator (ar)');
  });
});
