// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { SupportRequest } from '@/api/contracts/support-requests';
import { openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { helpRoutes } from './routes';
import { HelpCenterPage } from './help-center-page';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

/** A support desk that stores what is posted, or refuses every post with the given 400 fields. */
function fakeSupport(refuse?: Record<string, string>) {
  const stored: SupportRequest[] = [];
  const posted: unknown[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname !== '/api/campaign/whatsapp/support-requests') return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    if (request.method === 'GET') return Response.json({ rows: stored });
    const body = (await request.json()) as Omit<SupportRequest, 'id' | 'status' | 'createdBy' | 'createdAt'>;
    posted.push(body);
    if (refuse) return Response.json({ error: 'invalid_request', message: 'Invalid subject.', fields: refuse }, { status: 400 });
    const created: SupportRequest = { ...body, contactEmail: body.contactEmail || null, id: `00000000-0000-4000-8000-00000000000${stored.length + 1}`, status: 'OPEN', createdBy: 'designer', createdAt: '2026-11-24T09:00:00.000Z' };
    stored.unshift(created);
    return Response.json(created);
  };
  return { fetchFn: fetchFn as typeof fetch, posted };
}

function renderPage(fetchFn: typeof fetch, page: ReactNode = <HelpCenterPage />, at = '/') {
  return renderWithApi(page, { fetch: fetchFn, path: at });
}

const articleButtons = () => within(screen.getByRole('region', { name: 'Articles' })).getAllByRole('button');

describe('help center', () => {
  it('filters the articles by title and body as the user types and announces how many match', async () => {
    const user = userEvent.setup();
    renderPage(fakeSupport().fetchFn);
    const count = screen.getByRole('status');
    expect(count).toHaveProperty('textContent', '10 articles found');
    await user.type(screen.getByRole('searchbox', { name: 'Search the articles' }), 'fallback');
    expect(count).toHaveProperty('textContent', '1 article found');
    expect(articleButtons().map((button) => button.textContent)).toEqual(['RCS campaigns and SMS fallbackRCS']);
    // "signature" is only in the webhooks article's body.
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'SIGNATURE');
    expect(articleButtons()).toHaveLength(1);
    expect(articleButtons()[0]?.textContent).toContain('Forward events to your own webhook');
    await user.type(screen.getByRole('searchbox'), ' zebra');
    expect(count).toHaveProperty('textContent', '0 articles found');
    expect(screen.getByText(/No article matches "SIGNATURE zebra"/)).toBeInTheDocument();
  });

  it('opens an article from the keyboard', async () => {
    const user = userEvent.setup();
    renderPage(fakeSupport().fetchFn);
    await user.type(screen.getByRole('searchbox'), 'download center');
    const trigger = articleButtons()[0];
    expect(trigger?.getAttribute('aria-expanded')).toBe('false');
    trigger?.focus();
    await user.keyboard('{Enter}');
    expect(trigger?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Files are kept for 7 days/)).toBeInTheDocument();
  });

  it('sends a support request and lists it as Open', async () => {
    const user = userEvent.setup();
    const support = fakeSupport();
    renderPage(support.fetchFn);
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Enter a subject of at most 120 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose an area.')).toBeInTheDocument();
    expect(support.posted).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Export stuck');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Download Center');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'My CSV has been RUNNING for an hour.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your request "Export stuck" was sent.')).toBeInTheDocument();
    expect(support.posted).toEqual([{ subject: 'Export stuck', area: 'downloads', description: 'My CSV has been RUNNING for an hour.', contactEmail: '' }]);
    const row = (await screen.findByRole('cell', { name: /^Export stuck/ })).closest('tr');
    expect(within(row!).getByText('Open')).toBeInTheDocument();
    expect(within(row!).getAllByText('Download Center').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveProperty('value', '');
  });

  it('keeps what was typed and names the field when the server refuses the request', async () => {
    const user = userEvent.setup();
    renderPage(fakeSupport({ contactEmail: 'Invalid email' }).fetchFn);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Quality dropped');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'WhatsApp campaigns');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Number went YELLOW.');
    await user.type(screen.getByRole('textbox', { name: /Contact e-mail/ }), 'ops@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByText('Enter an e-mail address, e.g. ops@example.com, or leave it empty.')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Contact e-mail/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveProperty('value', 'Quality dropped');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('value', 'Number went YELLOW.');
  });
});

describe('help center for a white-label account (spec §6)', () => {
  const HELP = '/whatsapp-campaign/help-center';
  const routes = (
    <Routes>
      <Route path={HELP} element={helpRoutes[0]?.element} />
      <Route path="/whatsapp-campaign/send-whatsapp" element={<p>Send WhatsApp page</p>} />
    </Routes>
  );

  it('sends a white-label user to the area\'s first page and shows others the help center', async () => {
    const store = openSession('test-key');
    store.write('whitelabel', true);
    renderPage(fakeSupport().fetchFn, routes, HELP);
    expect(await screen.findByText('Send WhatsApp page')).toBeInTheDocument();
    cleanup();
    store.write('whitelabel', false);
    renderPage(fakeSupport().fetchFn, routes, HELP);
    expect(screen.getByRole('heading', { level: 1, name: 'Help center' })).toBeInTheDocument();
    expect(screen.queryByText('Send WhatsApp page')).toBeNull();
  });
});
