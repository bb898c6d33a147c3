// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { TemplateManagementPage } from './template-management-page';

beforeEach(() => {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const madeInManager: WhatsappTemplate = {
  sno: 41,
  id: '900000000000041',
  wabaId: '1001',
  name: 'manager_made_receipt',
  language: 'en_US',
  category: 'UTILITY',
  parameter_format: 'POSITIONAL',
  status: 'APPROVED',
  quality_rating: 'GREEN',
  rejected_reason: null,
  updated_on: '2026-11-29T09:00:00Z',
  components: [{ type: 'BODY', text: 'Your receipt is ready.' }],
};

/** The template routes; the sync answers when `finishSync` is called, so the test sees it running. */
function fakeServer(syncAnswer: Response) {
  const synced: unknown[] = [];
  let finishSync = () => {};
  const gate = new Promise<void>((resolve) => {
    finishSync = resolve;
  });
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname === '/api/campaign/signup/api/v1.0/waba/list') return Response.json({ wabas: [{ id: '1001', name: 'Acme WABA' }] });
    if (pathname === '/api/campaign/v1.0/templates/getAllTemplates') return Response.json({ templates: synced.length && syncAnswer.ok ? [madeInManager] : [] });
    if (pathname === '/api/campaign/signup/api/v1.0/waba/syncTemplates') {
      synced.push(await request.json());
      await gate;
      return syncAnswer;
    }
    return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
  };
  return { fetchFn: fetchFn as typeof fetch, synced, finishSync: () => finishSync() };
}

const syncButton = () => screen.getByRole('button', { name: /sync/i });

describe('Template management: Sync templates', () => {
  it('pulls the WABA\'s templates from Meta by keyboard, shows it working, then says how many came and lists them', async () => {
    const server = fakeServer(Response.json({ added: 1, updated: 2 }));
    renderWithApi(<TemplateManagementPage />, { fetch: server.fetchFn, path: '/' });
    await screen.findByText('No templates match.');
    await screen.findByRole('option', { name: 'Acme WABA (1001)' });
    const user = userEvent.setup();
    syncButton().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Syncing templates…' })).toBeDisabled();
    expect(server.synced).toEqual([{ esmeaddr: 1001, wabaId: '1001' }]);
    server.finishSync();
    expect(await screen.findByText('Templates synced: 1 added, 2 updated.')).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'manager_made_receipt' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(syncButton()).toHaveAccessibleName('Sync templates');
    expect(syncButton()).toBeEnabled();
  });

  it('says why when Meta could not be reached, and lets the user try again', async () => {
    const server = fakeServer(Response.json({ error: 'outbound_failed', message: 'The provider did not take the request: Service unavailable' }, { status: 502 }));
    renderWithApi(<TemplateManagementPage />, { fetch: server.fetchFn, path: '/' });
    await screen.findByRole('option', { name: 'Acme WABA (1001)' });
    server.finishSync();
    await userEvent.setup().click(syncButton());
    expect(await screen.findByText(/The templates could not be synced: .*Service unavailable/)).toBeInTheDocument();
    expect(syncButton()).toBeEnabled();
    expect(screen.getByText('No templates match.')).toBeInTheDocument();
  });
});

describe('Template management: row actions', () => {
  it('names each icon-only action in a tooltip when it takes keyboard focus', async () => {
    const server = fakeServer(Response.json({ added: 1, updated: 0 }));
    renderWithApi(<TemplateManagementPage />, { fetch: server.fetchFn, path: '/' });
    await screen.findByRole('option', { name: 'Acme WABA (1001)' });
    server.finishSync();
    await userEvent.setup().click(syncButton());
    const actions = ['View manager_made_receipt', 'Edit manager_made_receipt', 'Copy manager_made_receipt as a new template', 'History of manager_made_receipt', 'Delete manager_made_receipt'];
    for (const name of actions) {
      const action = await screen.findByRole(/^(View|Edit|Copy)/.test(name) ? 'link' : 'button', { name });
      act(() => action.focus());
      expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
      act(() => action.blur());
    }
  });
});

describe('Template management: templates changed between two days', () => {
  const rejected: WhatsappTemplate = { ...madeInManager, sno: 42, id: '900000000000042', name: 'spring_offer', category: 'MARKETING', status: 'REJECTED', rejected_reason: 'PROMOTIONAL', updated_on: '2026-11-28T12:00:00Z' };

  function rangeServer() {
    const asked: URLSearchParams[] = [];
    const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname === '/api/campaign/signup/api/v1.0/waba/list') return Response.json({ wabas: [{ id: '1001', name: 'Acme WABA' }] });
      if (url.pathname === '/api/campaign/v1.0/templates/getAllTemplates') return Response.json({ templates: [] });
      if (url.pathname === '/api/campaign/v1.0/templates/getAllTemplatesInRange' && request.method === 'GET') {
        asked.push(url.searchParams);
        return Response.json({ templates: [madeInManager, rejected], synced: { added: 1, updated: 1 } });
      }
      return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    };
    return { fetchFn: fetchFn as typeof fetch, asked };
  }

  it('asks spec §7 getAllTemplatesInRange for the two whole days, says what Meta brought in, filters by status, and goes back to all dates', async () => {
    const server = rangeServer();
    renderWithApi(<TemplateManagementPage />, { fetch: server.fetchFn, path: '/' });
    await screen.findByText('No templates match.');
    await screen.findByRole('option', { name: 'Acme WABA (1001)' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Changed from'), '2026-11-28');
    expect(server.asked).toEqual([]);
    await user.type(screen.getByLabelText('Changed to'), '2026-11-29');

    expect(await screen.findByText("2 templates changed in these days, Meta's own included: 1 brought in from WhatsApp Manager, 1 updated.")).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'manager_made_receipt' })).toBeInTheDocument();
    const [asked] = server.asked;
    expect([asked?.get('esmeaddr'), asked?.get('wabaId')]).toEqual(['1001', '1001']);
    const from = new Date(asked?.get('from') ?? '');
    const to = new Date(asked?.get('to') ?? '');
    expect([from.getDate(), from.getHours(), to.getTime() - from.getTime()]).toEqual([28, 0, 2 * 24 * 60 * 60 * 1000]);

    await user.selectOptions(screen.getByLabelText('Status'), 'REJECTED');
    expect(screen.queryByRole('cell', { name: 'manager_made_receipt' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'spring_offer' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All dates' }));
    expect(await screen.findByText('No templates match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Changed from')).toHaveValue('');
  });

  it('says when the last day comes before the first, and asks nothing', async () => {
    const server = rangeServer();
    renderWithApi(<TemplateManagementPage />, { fetch: server.fetchFn, path: '/' });
    await screen.findByRole('option', { name: 'Acme WABA (1001)' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Changed to'), '2026-11-01');
    await user.type(screen.getByLabelText('Changed from'), '2026-11-20');
    expect(await screen.findByRole('alert')).toHaveTextContent('"Changed to" must not be before "Changed from".');
    expect(screen.getByLabelText('Changed from')).toHaveAttribute('aria-invalid', 'true');
    expect(server.asked).toEqual([]);
  });
});
