// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import rawConfig from '../../../../public/assets/config/config.json';
import { createApiClient } from '@/api/client';
import { appConfig } from '@/api/contracts/config';
import type { InsightsResponse } from '@/api/contracts/insights';
import { ApiProvider } from '@/api/react';
import { initTestI18n } from '@/shell/feedback/test-i18n';
import { landingOf, ReportsApp } from './reports-app';

const config = { ...appConfig.parse(rawConfig), errorReporting: { enabled: false, endpoint: { service: 'base' as const, path: 'client-errors' } } };

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const figures: InsightsResponse = {
  totals: { sent: 1200, delivered: 900, read: 450, failed: 30, skipped: 0, deliveryRate: 0.75, readRate: 0.5, clicks: 90, clickRate: 0.1 },
  series: [
    { at: '2026-03-01T00:00:00.000Z', sent: 1000, delivered: 800, read: 400, failed: 20 },
    { at: '2026-03-02T00:00:00.000Z', sent: 200, delivered: 100, read: 50, failed: 10 },
  ],
  failures: [{ status: 'FAILED', code: '131026', text: 'Message undeliverable', count: 30 }],
  breakdown: { channels: [{ key: 'whatsapp', label: 'whatsapp', sent: 1200, delivered: 900, read: 450, failed: 30 }], senders: [], templates: [], campaigns: [{ key: 'c1', label: 'Spring launch', sent: 1200, delivered: 900, read: 450, failed: 30 }] },
  categories: [{ category: 'MARKETING', sent: 1200, delivered: 900 }],
  links: [{ code: 'abc123', label: 'Shop now', url: 'https://shop.example', campaignId: 'c1', clicks: 90 }],
  costs: { currency: 'USD', messages: 900, amount: 10.62, costPerDelivery: 0.0118, categories: [{ category: 'marketing', messages: 900, amount: 10.62 }], countries: [{ country: 'IN', messages: 900, amount: 10.62 }] },
  engagement: { campaigns: [{ key: 'c1', label: 'Spring launch', delivered: 900, clicks: 90, clicked: 80, clickRate: 0.0889, amount: 10.62, costPerClick: 0.118 }], templates: [] },
  bots: [],
  options: { accounts: [], campaigns: [{ id: 'c1', name: 'Spring launch', channel: 'whatsapp' }], senders: [], templates: [] },
};

type Answer = { status: number; body: unknown };

/** The server as the reports application sees it: the token check and the figures, and what each request carried. */
function fakeServer(session: Answer, data: Answer) {
  const requests: { path: string; authorization: string | null; search: URLSearchParams }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push({ path: url.pathname, authorization: request.headers.get('authorization'), search: url.searchParams });
    const answer = url.pathname === '/api/reports/insights/session' ? session : url.pathname === '/api/reports/insights' ? data : { status: 404, body: { error: 'not_found', message: 'x' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchFn, requests };
}

function renderReports(fetchFn: typeof fetch, search: string, pathname = '/api/reports/campaigns/waba-report-insight') {
  const client = createApiClient(config, { getAuth: () => null, origin: 'http://console.test', readCookie: () => null, fetch: fetchFn });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={initTestI18n()}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider config={config} client={client}>
          <ReportsApp location={{ pathname, search }} />
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const live = { status: 200, body: { username: 'designer', esme: 1001, appName: 'whatsapp', expiresAt: '2026-03-01T17:00:00.000Z' } };
const expired = { status: 401, body: { error: 'session_expired', message: 'This reports link has expired or was closed.' } };

describe('the reports application', () => {
  it('checks the token, then shows the funnel, a text summary per chart and a table view, with the token as bearer', async () => {
    const server = fakeServer(live, { status: 200, body: figures });
    renderReports(server.fetchFn, '?accesstoken=tok-1');
    expect(await screen.findByTestId('figure-sent')).toHaveTextContent('1,200');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reports Insights');
    expect(screen.getByTestId('reports-banner')).toHaveTextContent('Reports for designer, account 1001');
    expect(screen.getByTestId('summary-funnel')).toHaveTextContent('1,200 sent, 900 delivered (75%), 450 read (50% of delivered), 30 failed.');
    expect(screen.getByTestId('summary-failures')).toHaveTextContent('131026 · Message undeliverable (30 messages)');
    expect(screen.getByTestId('summary-cost-categories')).toHaveTextContent('900 billable conversations cost $10.62, $0.0118 per delivered WhatsApp message; the most: Marketing ($10.62).');
    expect(screen.getByTestId('summary-cost-countries')).toHaveTextContent('the most: India ($10.62)');
    expect(screen.getByTestId('summary-engagement')).toHaveTextContent('Spring launch had the most clicks: 90, click rate 8.9%, $0.118 per click.');
    expect(server.requests.every((request) => request.authorization === 'Bearer tok-1')).toBe(true);

    const series = screen.getByRole('region', { name: 'Messages over time' });
    await userEvent.click(within(series).getByRole('button', { name: 'Table' }));
    const rows = within(within(series).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('1,000800400');
    expect(within(series).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');

    const comparison = screen.getByRole('region', { name: 'Regular versus Optimized delivery' });
    const purchase = within(comparison).getByRole('row', { name: /Purchase \*/ });
    expect(purchase).toHaveTextContent('needs a conversions integration');
    expect(within(comparison).getByRole('row', { name: /^CTA URL link click rate/ })).toHaveTextContent('10%');
    expect(within(comparison).getByRole('row', { name: /^Total amount spent/ })).toHaveTextContent('$10.62');
    expect(within(comparison).getByRole('row', { name: /^Cost per click/ })).toHaveTextContent('$0.118');

    const clicks = screen.getByRole('region', { name: 'URL button clicks and cost per click' });
    await userEvent.click(within(clicks).getByRole('button', { name: 'Table' }));
    expect(within(within(clicks).getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Spring launch90090808.9%$10.62$0.118');
  });

  it('fixes the channel of an RCS landing page and asks only for RCS figures', async () => {
    const server = fakeServer(live, { status: 200, body: figures });
    renderReports(server.fetchFn, '?accesstoken=tok-2', '/api/reports/rcs-outtraffic');
    expect(await screen.findByRole('heading', { level: 1, name: 'RCS reports' })).toBeInTheDocument();
    await screen.findByTestId('figure-sent');
    expect(server.requests.filter((request) => request.path === '/api/reports/insights').every((request) => request.search.get('channel') === 'rcs')).toBe(true);
    expect(screen.queryByLabelText('Channel')).toBeNull();
  });

  it('shows only the expired page for a refused token, and never asks for figures', async () => {
    const server = fakeServer(expired, { status: 200, body: figures });
    renderReports(server.fetchFn, '?accesstoken=revoked');
    expect(await screen.findByRole('heading', { name: 'This reports link has expired' })).toBeInTheDocument();
    expect(screen.queryByTestId('figure-sent')).toBeNull();
    expect(server.requests.map((request) => request.path)).toEqual(['/api/reports/insights/session']);
  });

  it('shows the expired page without a token at all', () => {
    const server = fakeServer(live, { status: 200, body: figures });
    renderReports(server.fetchFn, '');
    expect(screen.getByTestId('reports-expired')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('reads the landing page under the configured reports base', () => {
    expect(landingOf('/api/reports/campaigns/waba-reports', '/api/reports')).toBe('/campaigns/waba-reports');
    expect(landingOf('/api/reports/campaigns/rcs-campaign-reports', '/api/reports/')).toBe('/campaigns/rcs-campaign-reports');
    expect(landingOf('/api/reports/elsewhere', '/api/reports')).toBe('/campaigns/waba-report-insight');
  });
});
