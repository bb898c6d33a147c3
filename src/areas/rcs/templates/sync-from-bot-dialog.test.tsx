// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { TemplatesListPage } from './templates-list-page';

beforeAll(() => {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});
afterEach(cleanup);

const RCS_BOT = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const bot = (id: string, name: string, channel: 'RCS' | 'WHATSAPP') => ({ id, name, description: '', channel, folder_id: null, entry_flow_id: null, flow_count: 1, created_on: '2026-11-01T00:00:00.000Z', updated_on: '2026-11-01T00:00:00.000Z' });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Our server's answers for an account with one agent, an RCS bot and a WhatsApp bot; records the sync calls. */
function fakeServer(syncAnswer: () => Response) {
  const syncs: unknown[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname === '/api/campaign/getSenderIds') return json({ senderIds: [{ senderId: 'acme_retail_agent', name: 'Acme Retail', description: '', color: '#1a73e8' }] });
    if (pathname === '/api/campaign/api/rcstemplate/fetchTemplates') return json({ templates: [] });
    if (pathname === '/api/bot/bots') return json({ bots: [bot(RCS_BOT, 'Store helper', 'RCS'), bot('7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Order bot', 'WHATSAPP')] });
    if (pathname === '/api/campaign/api/rcstemplate/syncup') {
      syncs.push(await request.json());
      return syncAnswer();
    }
    return json({ error: 'not_found', message: pathname }, 404);
  };
  return { fetchFn, syncs };
}

function renderPage(fetchFn: typeof fetch) {
  renderWithApi(<TemplatesListPage />, { fetch: fetchFn, path: '/rcs-management/templates-list' });
}

describe('templates-list: sync from a bot (spec §7 syncup)', () => {
  it("offers only the account's RCS bots, syncs into the shown agent and lists the messages left out with their rule", async () => {
    const user = userEvent.setup();
    const server = fakeServer(() => json({ senderId: 'acme_retail_agent', created: ['store_helper_welcome'], updated: ['store_helper_menu'], skipped: [{ name: 'store_helper_long', reason: 'text too long' }] }));
    renderPage(server.fetchFn);
    await screen.findByText('This sender has no templates yet.');

    await user.click(screen.getByRole('button', { name: 'Sync from a bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync templates from an RCS bot' });
    const picker = await within(dialog).findByRole('combobox', { name: 'Bot' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Store helper']);
    await user.click(within(dialog).getByRole('button', { name: 'Sync templates' }));

    expect(await within(dialog).findByText('1 created, 1 updated, 1 left out.')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Messages left out' })).getByRole('listitem')).toHaveTextContent('store_helper_long: text too long');
    expect(server.syncs).toEqual([{ botId: RCS_BOT, senderId: 'acme_retail_agent', esmeAddr: 1001 }]);
  });

  it("shows the server's refusal in the dialog and keeps the bot picked", async () => {
    const user = userEvent.setup();
    const server = fakeServer(() => json({ error: 'not_found', message: 'No such RCS bot in this account.' }, 404));
    renderPage(server.fetchFn);
    await screen.findByText('This sender has no templates yet.');

    await user.click(screen.getByRole('button', { name: 'Sync from a bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync templates from an RCS bot' });
    await user.click(await within(dialog).findByRole('button', { name: 'Sync templates' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such RCS bot in this account.');
    expect(within(dialog).getByRole('combobox', { name: 'Bot' })).toHaveValue(RCS_BOT);
  });
});
