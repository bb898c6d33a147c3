// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CampaignView } from '@/api/contracts/campaigns';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { openTestSession } from '@/shell/testing/test-session';
import { CampaignReportPage } from './campaign-report-page';

beforeEach(() => void openTestSession());
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const CAMPAIGN = '0b5f3c2e-8d7a-4c1b-9e6f-2a3b4c5d6e7f';
const FAILURES = [
  { code: '131026', text: 'Message undeliverable', count: 30 },
  { code: '139999', text: 'Something new at Meta', count: 10 },
];
// More recipients than an Excel sheet holds (1,048,575), of which 40 failed.
const funnel = { total: 1_500_000, pending: 0, sending: 0, sent: 1_499_950, delivered: 1_499_000, read: 900_000, failed: 40, skipped: 10 };
const campaign: CampaignView = {
  id: CAMPAIGN,
  name: 'Diwali offer',
  channel: 'whatsapp',
  state: 'COMPLETED',
  senderId: '100',
  senderNumber: '+919800000101',
  templateName: 'welcome_offer',
  templateLanguage: 'en',
  audienceKind: 'UPLOAD_FILE',
  scheduleAt: null,
  makerName: 'designer',
  checkerName: null,
  funnel,
  continuesAt: null, continuesFor: null,
  createdOn: '2026-03-01T10:00:00.000Z',
  updatedOn: '2026-03-01T10:00:00.000Z',
  templateSno: 7,
  variableMapping: {},
  audience: { kind: 'UPLOAD_FILE' },
  schedule: { kind: 'now' },
  sendWindow: null,
  expiryHours: null,
  rejectReason: null,
  failureReason: null,
  importState: 'COMPLETE',
  history: [],
  allowedActions: [],
};
const job = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  kind: 'whatsapp_campaign_recipients',
  pageName: 'whatsapp-campaign-report',
  campaignId: CAMPAIGN,
  columns: ['phone', 'error_code', 'reason'],
  fileType: 'excel',
  fileName: 'diwali-offer-2026-11-24.xlsx',
  filter: { status: 'FAILED' },
  state: 'QUEUED',
  rowsDone: 0,
  rowsTotal: 40,
  bytes: 0,
  error: null,
  userName: 'designer',
  createdOn: '2026-11-24T09:00:00.000Z',
  finishedOn: null,
  expiresOn: null,
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Our server's answers for one finished campaign, recording every call the page makes. */
function fakeServer() {
  const calls: { path: string; body: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const text = await request.text();
    calls.push({ path: pathname, body: text ? JSON.parse(text) : null });
    if (pathname === `/api/campaign/whatsapp/campaigns/${CAMPAIGN}`) return json(campaign);
    if (pathname === `/api/campaign/whatsapp/campaigns/${CAMPAIGN}/report`) return json({ id: CAMPAIGN, state: 'COMPLETED', funnel, failures: FAILURES, skips: [{ code: 'opted_out', text: 'Opted out of marketing messages', count: 10 }], continuesAt: null, continuesFor: null });
    if (pathname === `/api/campaign/whatsapp/campaigns/${CAMPAIGN}/recipients`) return json({ rows: [], next: null, total: 0 });
    if (pathname === '/api/reports/download/column_list') return json({ columns: ['phone', 'status', 'status_time', 'error_code', 'reason'].map((name) => ({ name })) });
    if (pathname === '/api/reports/downloads') return json(job);
    return new Response(JSON.stringify({ error: 'not_found', message: pathname }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return { fetchFn, calls };
}

function renderPage(fetchFn: typeof fetch) {
  renderWithApi(
    <Routes>
      <Route path="/whatsapp-campaign/report/:campaignId" element={<CampaignReportPage />} />
    </Routes>,
    { fetch: fetchFn, path: `/whatsapp-campaign/report/${CAMPAIGN}` },
  );
}

describe('WhatsApp campaign report', () => {
  it("exports the listed recipients through the Download Columns dialog as a Download Center job, Excel only when the rows fit", async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderPage(server.fetchFn);
    await screen.findByRole('heading', { name: 'Diwali offer', level: 1 });

    // Every recipient: more rows than an Excel file holds, so the dialog offers CSV only.
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const tooMany = await screen.findByRole('dialog', { name: 'Download Columns' });
    expect(within(tooMany).getByRole('radio', { name: 'Excel' })).toBeDisabled();
    expect(tooMany).toHaveTextContent('This download has 1,500,000 rows; an Excel file here holds at most 1,048,575. Choose CSV.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The failed ones, as the recipient table is filtered: 40 rows, so Excel.
    await user.selectOptions(screen.getByLabelText('Recipient status'), 'FAILED');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const columns = await screen.findByRole('dialog', { name: 'Download Columns' });
    await user.click(await within(columns).findByRole('checkbox', { name: 'Status' }));
    await user.click(within(columns).getByRole('checkbox', { name: 'Status time' }));
    await user.click(within(columns).getByRole('radio', { name: 'Excel' }));
    await user.click(within(columns).getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('diwali-offer-2026-11-24.xlsx is being prepared: find it in the Download Center.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/api/reports/downloads').map((call) => call.body)).toEqual([
      { pagename: 'whatsapp-campaign-report', logsection: 'All', columns: ['phone', 'error_code', 'reason'], fileType: 'excel', filter: { campaignId: CAMPAIGN, status: 'FAILED' } },
    ]);
    // The page follows no job itself: the Download Center does.
    expect(server.calls.map((call) => call.path).filter((path) => path.includes('/exports') || path.startsWith('/api/reports/downloads/'))).toEqual([]);
  });

  it('offers the Download Center in its toast to a maker whose menu does not list it (lounge, CampaignManager only)', async () => {
    openTestSession({ username: 'lounge', services: '1,2', isProfile: true, isLounge: true, permission: { data: [{ subsvc: 'CampaignManager', permissions: 'C,M' }] } });
    const user = userEvent.setup();
    renderPage(fakeServer().fetchFn);
    await screen.findByRole('heading', { name: 'Diwali offer', level: 1 });
    await user.selectOptions(screen.getByLabelText('Recipient status'), 'FAILED');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const columns = await screen.findByRole('dialog', { name: 'Download Columns' });
    await user.click(within(columns).getByRole('radio', { name: 'Excel' }));
    await user.click(within(columns).getByRole('button', { name: 'Download' }));

    await screen.findByText('diwali-offer-2026-11-24.xlsx is being prepared: find it in the Download Center.');
    await user.click(screen.getByRole('button', { name: 'Open Download Center' }));
    expect(window.location.hash).toBe('#/download-center');
  });

  it("says what each failure and skip means, with Meta's code beside it and Meta's words only where the console has no sentence", async () => {
    renderPage(fakeServer().fetchFn);
    const failures = await screen.findByTestId('failures-table');
    const [, undeliverable, unknown] = within(failures).getAllByRole('row');
    expect(undeliverable).toHaveTextContent('131026');
    expect(undeliverable).toHaveTextContent('The message could not be delivered: the number may not be on WhatsApp, or its app is old or has not accepted the terms.');
    expect(undeliverable).not.toHaveTextContent('Message undeliverable');
    expect(unknown).toHaveTextContent('Meta refused the message with a code this console does not describe yet.');
    expect(unknown).toHaveTextContent('Meta said: Something new at Meta');
    expect(screen.getByTestId('skips-table')).toHaveTextContent('The number opted out of marketing messages.');
  });
});
