// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InsightsResponse } from '@/api/contracts/insights';
import { renderWithApi, testConfig } from '@/shell/testing/render-with-api';
import { landingOf, ReportsApp } from './reports-app';

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
function fakeServer(session: Answer, data: Answer, more: Record<string, Answer> = {}) {
  const requests: { path: string; authorization: string | null; search: URLSearchParams; body: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    requests.push({ path: url.pathname, authorization: request.headers.get('authorization'), search: url.searchParams, body: text ? JSON.parse(text) : null });
    const answer = url.pathname === '/api/reports/insights/session' ? session : url.pathname === '/api/reports/insights' ? data : (more[url.pathname] ?? { status: 404, body: { error: 'not_found', message: 'x' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchFn, requests };
}

function renderReports(fetchFn: typeof fetch, search: string, pathname = '/api/reports/campaigns/waba-report-insight') {
  return renderWithApi(<ReportsApp location={{ pathname, search }} />, { fetch: fetchFn, user: null });
}

const live = { status: 200, body: { username: 'designer', esme: 1001, appName: 'whatsapp', expiresAt: '2026-03-01T17:00:00.000Z' } };
const expired = { status: 401, body: { error: 'session_expired', message: 'This reports link has expired or was closed.' } };

const CAMPAIGN = '0b5f3c2e-8d7a-4c1b-9e6f-2a3b4c5d6e7f';
const funnel = { total: 480, pending: 0, sending: 0, sent: 449, delivered: 400, read: 200, failed: 0, skipped: 0, smsFallback: 31, revoked: 0, expired: 0 };
const rcsCampaign = {
  id: CAMPAIGN,
  campaignName: 'Spring launch',
  state: 'COMPLETED',
  senderId: 'acme_retail_agent',
  senderName: 'Acme Retail',
  templateId: 1,
  templateName: 'weekend_offer',
  language: 'en',
  botId: 'acme_retail_agent',
  audience: 'FILE',
  scheduleAt: null,
  scheduleLocal: null,
  timeZone: null,
  smsSenderId: 'ACMERT',
  dltTemplateId: null,
  dltTemplateText: null,
  exclusionGroups: [],
  funnel,
  makerName: 'designer',
  createdOn: '2026-03-01T10:00:00.000Z',
  updatedOn: '2026-03-01T10:00:00.000Z',
  template: null,
  variableMapping: {},
};

/** The reports base's RCS answers for one finished campaign of 480 recipients. */
const rcsAnswers = (): Record<string, Answer> => ({
  '/api/reports/rcs/summary': { status: 200, body: { bySender: [{ senderId: 'acme_retail_agent', senderName: 'Acme Retail', campaigns: 1, funnel }], byDay: [] } },
  '/api/reports/rcs/campaigns': { status: 200, body: { rows: [rcsCampaign], total: 1, page: 1, pageSize: 10 } },
  '/api/reports/rcs/campaignReport': { status: 200, body: { campaign: rcsCampaign, failures: [], skips: [], byDay: [] } },
  '/api/reports/rcs/recipients': { status: 200, body: { rows: [], next: null, total: 480 } },
  '/api/reports/rcs/download/column_list': { status: 200, body: { columns: ['phone', 'reason', 'sms_fallback'].map((name) => ({ name })) } },
  '/api/reports/rcs/downloads': {
    status: 200,
    body: {
      id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
      kind: 'rcs_campaign_recipients',
      pageName: 'rcs-campaign-report',
      campaignId: CAMPAIGN,
      columns: ['phone', 'reason', 'sms_fallback'],
      fileType: 'csv',
      fileName: 'spring-launch-2026-03-01.csv',
      filter: {},
      state: 'QUEUED',
      rowsDone: 0,
      rowsTotal: 480,
      bytes: 0,
      error: null,
      userName: 'designer',
      createdOn: '2026-03-01T09:00:00.000Z',
      finishedOn: null,
      expiresOn: null,
    },
  },
});

describe('the reports application', () => {
  it('checks the token, then shows the funnel, a text summary per chart and a table view, with the token as bearer', async () => {
    const server = fakeServer(live, { status: 200, body: figures });
    renderReports(server.fetchFn, '?accesstoken=tok-1');
    expect(await screen.findByTestId('figure-sent')).toHaveTextContent('1,200');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reports Insights');
    expect(screen.getByTestId('reports-banner')).toHaveTextContent('Reports for designer, account 1001');
    expect(screen.getByTestId('summary-funnel')).toHaveTextContent('1,200 sent, 900 delivered (75%), 450 read (50% of delivered), 30 failed.');
    // One reason is "1 reason", not "1 reasons" (issue #31 item 4).
    expect(screen.getByTestId('summary-failures')).toHaveTextContent('1 reason: 131026 · Message undeliverable (30 of the messages).');
    expect(screen.getByTestId('summary-series')).toHaveTextContent(/^2 points; the busiest was .+ with 1,000 sent\.$/);
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

  it("shows the console's RCS reports on the RCS landing pages, read with the token", async () => {
    const rcs = rcsAnswers();
    const server = fakeServer(live, { status: 200, body: figures }, rcs);
    const view = renderReports(server.fetchFn, '?accesstoken=tok-2', '/api/reports/rcs-outtraffic');
    expect(await screen.findByRole('heading', { level: 1, name: 'RCS reports' })).toBeInTheDocument();
    const bySender = await screen.findByRole('table', { name: 'By sender' });
    expect(within(bySender).getByRole('row', { name: /Acme Retail/ })).toHaveTextContent('Acme Retail1480449400200031');
    const link = await screen.findByRole('link', { name: 'Spring launch' });
    expect(link).toHaveAttribute('href', `${testConfig.reportsHost}/campaigns/rcs-campaign-reports?accesstoken=tok-2&campaign=${CAMPAIGN}`);
    expect(screen.queryByTestId('figure-sent')).toBeNull();
    view.unmount();

    renderReports(server.fetchFn, `?accesstoken=tok-2&campaign=${CAMPAIGN}`, '/api/reports/campaigns/rcs-campaign-reports');
    expect(await screen.findByTestId('funnel-recipients')).toHaveTextContent('480');
    expect(screen.getByTestId('funnel-sms_fallback')).toHaveTextContent('31');

    // Export, as in the console: the dialog's columns and file type, then a job of the token's user in the Download Center.
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const columns = await screen.findByRole('dialog', { name: 'Download Columns' });
    await userEvent.click(within(columns).getByRole('checkbox', { name: 'SMS fallback' }));
    await userEvent.click(within(columns).getByRole('radio', { name: 'CSV' }));
    await userEvent.click(within(columns).getByRole('button', { name: 'Download Combined Report' }));
    expect(await screen.findByText('spring-launch-2026-03-01.csv is being prepared: find it in the Download Center.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path === '/api/reports/rcs/downloads').map((request) => request.body)).toEqual([
      { pagename: 'rcs-campaign-report', logsection: 'All', columns: ['phone', 'reason'], fileType: 'csv', filter: { campaignId: CAMPAIGN } },
    ]);

    const asked = server.requests.filter((request) => request.path.startsWith('/api/reports/rcs/'));
    expect(asked.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/api/reports/rcs/summary', '/api/reports/rcs/campaigns', '/api/reports/rcs/campaignReport', '/api/reports/rcs/recipients', '/api/reports/rcs/download/column_list']),
    );
    expect(asked.every((request) => request.authorization === 'Bearer tok-2')).toBe(true);
    expect(server.requests.some((request) => request.path === '/api/reports/insights')).toBe(false);
  });

  it('turns an RCS landing page into the expired page once a call is refused', async () => {
    let session: Answer = live;
    const server = fakeServer({ status: 200, body: live.body }, { status: 200, body: figures }, { ...rcsAnswers(), '/api/reports/rcs/campaignReport': expired });
    const fetchFn: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/reports/rcs/campaignReport') session = expired;
      if (url.pathname === '/api/reports/insights/session') return Promise.resolve(new Response(JSON.stringify(session.body), { status: session.status, headers: { 'content-type': 'application/json' } }));
      return server.fetchFn(input, init);
    };
    renderReports(fetchFn, `?accesstoken=tok-3&campaign=${CAMPAIGN}`, '/api/reports/campaigns/rcs-campaign-reports');
    expect(await screen.findByTestId('reports-expired')).toBeInTheDocument();
    expect(screen.queryByTestId('funnel-recipients')).toBeNull();
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
