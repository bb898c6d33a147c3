// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserForReactFlow } from '@/canvas/editor/testing';
import { testFlow, testNode } from '@/canvas/engine/testing';
import { createFakeChatbotApi, jsonResponse, testId } from '../testing/fake-chatbot-api';
import { BOT_ID, FLOW_ID, fakeFlowDetail, readDocument } from '../testing/fake-flow';
import { renderChatbotArea } from '../testing/render-chatbot-area';

beforeAll(() => {
  stubBrowserForReactFlow();
});
afterEach(cleanup);

const BILLING_ID = testId(51);
const APP_ID = testId(70);
const STAMP = '2026-01-15T10:00:00.000Z';

/** The open flow "Welcome" jumps to `jumpTo` and opens the CRM app; the bot also has "Billing". */
function botWithTwoFlows(jumpTo: string) {
  const document = testFlow([testNode('FLOW', 'j1', { flowId: jumpTo }), testNode('APP', 'p1', { appId: APP_ID, params: [] })], [], { id: FLOW_ID, botId: BOT_ID, name: 'Welcome', version: 3 });
  const api = createFakeChatbotApi({
    flows: [
      fakeFlowDetail('', 3, { document: readDocument(document) }),
      fakeFlowDetail('', 1, { id: BILLING_ID, name: 'Billing', state: 'PUBLISH', is_entry: false }),
    ],
  });
  api.on('GET', 'apps', () => jsonResponse({ apps: [{ id: APP_ID, name: 'CRM desk', description: '', callback_url: 'https://crm.example.com/hook', params: [], created_on: STAMP, updated_on: STAMP }] }));
  return api;
}

describe('edit flow page catalogue', () => {
  it('names jump and app targets, and offers only the bot’s other flows', async () => {
    renderChatbotArea(botWithTwoFlows(BILLING_ID).fetch, `/chatbot/edit-flow/${FLOW_ID}`);
    const jump = await screen.findByTestId('node-j1');
    await waitFor(() => expect(jump).toHaveTextContent('→ Billing'));
    await waitFor(() => expect(screen.getByTestId('node-p1')).toHaveTextContent('CRM desk'));

    fireEvent.click(jump);
    const picker = await screen.findByRole('combobox', { name: 'Flow to go to' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a flow…', 'Billing (PUBLISH)']);
    expect(picker).toHaveDisplayValue('Billing (PUBLISH)');
  });

  it('flags a jump to a flow the bot does not have', async () => {
    renderChatbotArea(botWithTwoFlows(testId(99)).fetch, `/chatbot/edit-flow/${FLOW_ID}`);
    expect(await screen.findByTestId('node-j1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('problems-panel')).toHaveTextContent('The target flow does not exist.'));
  });
});
