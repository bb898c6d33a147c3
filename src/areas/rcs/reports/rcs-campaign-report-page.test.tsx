// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { openTestSession } from '@/shell/testing/test-session';
import { RcsCampaignReportPage } from './rcs-campaign-report-page';

// jsdom lacks the pointer-capture and resize-observing calls Radix and sonner make.
beforeAll(() => {
  // The pages read the signed-in account from the session store.
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});
beforeEach(() => void openTestSession());
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const CAMPAIGN = '0b5f3c2e-8d7a-4c1b-9e6f-2a3b4c5d6e7f';
const funnel = { total: 480, pending: 0, sending: 0, sent: 449, delivered: 400, read: 200, failed: 0, skipped: 0, smsFallback: 31, revoked: 0, expired: 0 };
const campaign = {
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
  smsSenderId: 'ACMERT' as string | null,
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
const job = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  kind: 'rcs_campaign_recipients',
  pageName: 'rcs-campaign-report',
  campaignId: CAMPAIGN,
  columns: ['phone', 'message_id'],
  fileType: 'csv',
  fileName: 'spring-launch-2026-11-24.csv',
  filter: {},
  state: 'QUEUED',
  rowsDone: 0,
  rowsTotal: 480,
  bytes: 0,
  error: null,
  userName: 'designer',
  createdOn: '2026-11-24T09:00:00.000Z',
  finishedOn: null,
  expiresOn: null,
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const failures = [
  { code: '404', text: 'NOT_FOUND: Requested entity was not found.', count: 12 },
  { code: '410', text: 'Expired: revoked before delivery when its time to live ran out', count: 3 },
  { code: '418', text: "FAILED_PRECONDITION: I'm a teapot", count: 1 },
];
const recipients = [
  { id: 1, phone: '+919700000001', status: 'FAILED', via: 'rcs', errorCode: '404', reason: 'NOT_FOUND: Requested entity was not found.', statusTime: '2026-03-01T10:01:00.000Z' },
  { id: 2, phone: '+919700000002', status: 'DELIVERED', via: 'sms', errorCode: null, reason: null, statusTime: '2026-03-01T10:01:00.000Z' },
  { id: 3, phone: '+919700000003', status: 'SKIPPED', via: 'rcs', errorCode: 'opted_out', reason: 'Opted out of marketing messages', statusTime: '2026-03-01T10:01:00.000Z' },
];

/** Our server's answers for one finished campaign, recording every call the page makes. */
function fakeServer(report: { failures: unknown[]; rows: unknown[] } = { failures: [], rows: [] }, reported: typeof campaign = campaign) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const text = await request.text();
    calls.push({ path: pathname, body: text ? JSON.parse(text) : null });
    if (pathname === '/api/campaign/rcs/report/campaignReport') return json({ campaign: reported, failures: report.failures, skips: [], byDay: [] });
    if (pathname === '/api/campaign/rcs/report/recipients') return json({ rows: report.rows, next: null, total: 480 });
    if (pathname === '/api/reports/download/column_list') return json({ columns: ['phone', 'status', 'message_id'].map((name) => ({ name })) });
    if (pathname === '/api/reports/downloads') return json(job);
    return new Response(JSON.stringify({ error: 'not_found', message: pathname }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return { fetchFn, calls };
}

function renderPage(fetchFn: typeof fetch) {
  renderWithApi(<RcsCampaignReportPage />, { fetch: fetchFn, path: `/campaign-management/rcs-campaign-reports?campaign=${CAMPAIGN}` });
}

describe('rcs-campaign-reports', () => {
  it("exports the campaign's recipients, RCS and SMS fallback in one file, through the Download Columns dialog as a Download Center job", async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderPage(server.fetchFn);
    await screen.findByRole('heading', { name: 'Spring launch', level: 2 });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const columns = await screen.findByRole('dialog', { name: 'Download Columns' });
    await user.click(within(columns).getByRole('checkbox', { name: 'Status' }));
    await user.click(within(columns).getByRole('radio', { name: 'CSV' }));
    await user.click(within(columns).getByRole('button', { name: 'Download Combined Report' }));

    expect(await screen.findByText('spring-launch-2026-11-24.csv is being prepared: find it in the Download Center.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/api/reports/downloads').map((call) => call.body)).toEqual([
      { pagename: 'rcs-campaign-report', logsection: 'All', columns: ['phone', 'message_id'], fileType: 'csv', filter: { campaignId: CAMPAIGN } },
    ]);
    // Nothing is polled or fetched by the page itself: the Download Center follows the job.
    expect(server.calls.map((call) => call.path)).not.toEqual(expect.arrayContaining([expect.stringContaining('/rcs/report/export')]));
  });

  it('offers a plain Download for a campaign without SMS fallback: its file holds RCS deliveries only', async () => {
    const user = userEvent.setup();
    renderPage(fakeServer(undefined, { ...campaign, smsSenderId: null }).fetchFn);
    await screen.findByRole('heading', { name: 'Spring launch', level: 2 });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const columns = await screen.findByRole('dialog', { name: 'Download Columns' });
    expect(await within(columns).findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(columns).queryByRole('button', { name: 'Download Combined Report' })).toBeNull();
  });

  it("says why each recipient failed in a sentence with the provider's code beside it, and what SMS fallback did, never the provider's words alone", async () => {
    renderPage(fakeServer({ failures, rows: recipients }).fetchFn);
    const reasons = await screen.findByRole('table', { name: 'Failure reasons' });
    const row = (table: HTMLElement, text: string) => within(table).getByText(text, { exact: false }).closest('tr') as HTMLElement;
    expect(row(reasons, 'This number cannot receive RCS.')).toHaveTextContent('This number cannot receive RCS. 404 NOT_FOUNDSMS fallback could not send it either.12');
    expect(row(reasons, 'time to live')).toHaveTextContent('TTL_EXPIRATION_REVOKEDSMS fallback does not take these: only numbers that cannot receive RCS, and messages revoked undelivered.3');
    expect(row(reasons, 'does not describe yet')).toHaveTextContent("418 FAILED_PRECONDITIONGoogle's words: FAILED_PRECONDITION: I'm a teapot");
    expect(within(reasons).queryByText('NOT_FOUND: Requested entity was not found.', { exact: false })).toBeNull();

    const people = await screen.findByRole('table', { name: 'Recipients of the campaign' });
    await within(people).findByText('+919700000001');
    expect(row(people, '+919700000001')).toHaveTextContent('This number cannot receive RCS. 404 NOT_FOUNDSMS fallback could not send it either.');
    expect(row(people, '+919700000002')).toHaveTextContent('This number cannot receive RCS. 404 NOT_FOUNDSent by SMS instead.');
    expect(row(people, '+919700000003')).toHaveTextContent('The number opted out of marketing messages. opted_out');
    expect(within(people).queryByText('Requested entity was not found', { exact: false })).toBeNull();
  });
});
