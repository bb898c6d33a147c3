// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AutomationView } from '@/api/contracts/automation';
import { createEmptyFlow, createNode } from '@/canvas/engine';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { AutomationList } from './automation-list';

afterEach(cleanup);

const BOT_ID = '791b0347-c85b-478b-96c9-a623147fc160';

const automation: AutomationView = {
  id: '0b5f8b0e-6a43-4f0e-9b53-6a2b7b1f4c11',
  name: 'Sizes',
  senderId: '100100000000101',
  displayNumber: '+919800000101',
  state: 'PUBLISHED',
  createdBy: 'designer',
  updatedOn: '2026-11-24T09:00:00.000Z',
  document: {
    ...createEmptyFlow({ id: 'draft', botId: '', name: 'Sizes', documentType: 'automation' }),
    startNodeId: 'n0',
    nodes: [createNode('KEYWORD_TRIGGER', 'n0', { x: 0, y: 0 }, { match: 'WORD', keywords: 'SIZE' }), createNode('START_FLOW', 'n1', { x: 0, y: 120 }, { botId: BOT_ID })],
    edges: [{ id: 'e0', source: 'n0', sourceHandle: 'match', target: 'n1' }],
  } as unknown as AutomationView['document'],
};

function renderList() {
  const fetchFn = async (input: RequestInfo | URL) => {
    const path = new URL(new Request(input).url).pathname;
    if (path !== '/api/bot/bots') return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    const at = '2026-11-24T09:00:00.000Z';
    return Response.json({ bots: [{ id: BOT_ID, name: 'Size helper', description: '', channel: 'WHATSAPP', folder_id: null, entry_flow_id: null, flow_count: 1, created_on: at, updated_on: at }] });
  };
  renderWithApi(<AutomationList automations={[automation]} />, { fetch: fetchFn as typeof fetch, path: '/' });
}

describe('AutomationList', () => {
  it('names the chatbot an automation starts by its name, not its id', async () => {
    renderList();
    const nodes = screen.getByRole('list', { name: /Sizes/ });
    expect(await within(nodes).findByText(/Size helper/)).toBeInTheDocument();
    expect(nodes).not.toHaveTextContent(BOT_ID);
  });
});
