// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { json, renderTrackingPage, trackedRow } from '../testing/render-tracking-page';
import { CheckerListPage } from './checker-list-page';

afterEach(cleanup);

/** A fake of the checker routes: the queue is `rows` until an action answers, `reads` answer GETs by path; every request is kept. */
function fakeCheckerApi(rows: TrackedCampaign[], actionAnswer: () => Response, reads: Record<string, unknown> = {}) {
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  let queue = rows;
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body: unknown = request.method === 'POST' ? await request.text().then((text) => (text ? JSON.parse(text) : undefined)) : undefined;
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    if (url.pathname === '/api/campaign/whatsapp/tracking/checker') return json({ rows: queue, total: queue.length, page: 1, pageSize: 10 });
    const answer = request.method === 'GET' ? reads[url.pathname] : undefined;
    if (answer) return json(answer);
    if (request.method === 'POST') {
      const answer = actionAnswer();
      if (answer.ok) queue = queue.filter((row) => !url.pathname.includes(row.id));
      return answer;
    }
    return json({ error: 'not_found', message: 'No such route' }, 404);
  }) as typeof fetch;
  return { fetchFn, requests };
}

const viewOf = (row: TrackedCampaign, state: TrackedCampaign['state']) => json({ ...row, state, templateSno: 1, variableMapping: {}, audience: { kind: 'UPLOAD_FILE' }, schedule: { kind: 'now' }, sendWindow: null, expiryHours: null, rejectReason: null, failureReason: null, importState: 'COMPLETE', history: [], allowedActions: [] });

/** The template the maker chose: its samples are not what any recipient gets. */
const orderShipped = {
  sno: 1,
  id: '1004002',
  wabaId: '1004',
  name: 'order_shipped',
  language: 'en',
  category: 'UTILITY',
  parameter_format: 'POSITIONAL',
  status: 'APPROVED',
  quality_rating: 'GREEN',
  rejected_reason: null,
  updated_on: '2026-01-01T00:00:00Z',
  components: [{ type: 'BODY', text: 'Good news: order {{1}} has shipped and arrives on {{2}}.', example: { body_text: [['A-1042', '12 March']] } }],
};

describe('CheckerListPage', () => {
  it("shows in Details what the first recipients will get, with their file's values and the fixed one, and the maker's review summary", async () => {
    const row = trackedRow(1, { templateName: 'order_shipped', funnel: { ...trackedRow(1).funnel, total: 5002, pending: 5002 } });
    const base = `/api/campaign/whatsapp/campaigns/${row.id}`;
    const view = await viewOf(row, 'PENDING_APPROVAL').json();
    const recipients = [
      { phone: '+971501234601', variables: { '1': 'B-2001', '2': '15 November' } },
      { phone: '+971501234602', variables: { '1': 'B-2002', '2': '15 November' } },
    ];
    const { fetchFn } = fakeCheckerApi([row], () => json({}), {
      [base]: { ...view, variableMapping: { '1': { kind: 'column', column: 'order' }, '2': { kind: 'text', text: '15 November' } } },
      [`${base}/preview`]: { recipients, audience: 5002, optedOut: 0, pace: { messagesPerSecond: 80, dailyLimit: 2000 }, cost: { currency: 'USD', amount: 78.5314 }, timeZones: [{ zone: 'Asia/Dubai', recipients: 5002 }] },
      '/api/campaign/whatsapp/templates/approved': { templates: [orderShipped] },
    });
    renderTrackingPage(<CheckerListPage />, fetchFn);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Details of Campaign 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campaign 1' });

    const first = await within(dialog).findByRole('listitem', { name: 'To +971501234601' });
    expect(first).toHaveTextContent('Good news: order B-2001 has shipped and arrives on 15 November.');
    expect(within(dialog).getByRole('listitem', { name: 'To +971501234602' })).toHaveTextContent('order B-2002');
    expect(dialog).not.toHaveTextContent(/A-1042|12 March/);

    const summary = within(dialog).getByRole('region', { name: 'Summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(value('Recipients')).toHaveTextContent('5,002');
    expect(value('Daily limit (messaging tier)')).toHaveTextContent('2,000 recipients a day');
    expect(value('Estimated sending time')).toHaveTextContent('2 days');
    expect(value('Estimated cost')).toHaveTextContent('$78.53');
    expect(within(summary).getByText(/paced to your limit of 2,000 recipients a day: 3 daily batches/)).toBeInTheDocument();
  });

  it("offers approve and reject on others' campaigns only, and says why not on the checker's own", async () => {
    const own = trackedRow(2, { name: 'My own', makerName: 'lounge.checker', allowedActions: ['schedule', 'cancel', 'duplicate'] });
    const { fetchFn } = fakeCheckerApi([trackedRow(1), own], () => json({}));
    renderTrackingPage(<CheckerListPage />, fetchFn);
    const other = (await screen.findByText('Campaign 1')).closest('tr') as HTMLElement;
    expect(within(other).getByRole('button', { name: 'Approve Campaign 1' })).toBeInTheDocument();
    const mine = screen.getByText('My own').closest('tr') as HTMLElement;
    expect(within(mine).queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
    expect(within(mine).getByText('Your own campaign: another checker decides.')).toBeInTheDocument();
  });

  it('needs a reason to reject, sends it, and drops the campaign from the queue', async () => {
    const row = trackedRow(1);
    const { fetchFn, requests } = fakeCheckerApi([row], () => viewOf(row, 'REJECTED'));
    renderTrackingPage(<CheckerListPage />, fetchFn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Campaign 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Enter a reason for the maker.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), '  Wrong sender  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({ path: `/api/campaign/whatsapp/campaigns/${row.id}/reject`, body: { reason: 'Wrong sender' } });
    expect(await screen.findByText('No campaign is waiting for approval.')).toBeInTheDocument();
  });

  it("shows the server's refusal when approving is not allowed after all (403)", async () => {
    const { fetchFn } = fakeCheckerApi([trackedRow(1)], () => json({ error: 'forbidden', message: 'A maker never approves or rejects their own campaign.' }, 403));
    renderTrackingPage(<CheckerListPage />, fetchFn);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve Campaign 1' }));
    expect(await screen.findByText('A maker never approves or rejects their own campaign.')).toBeInTheDocument();
    expect(screen.getByText('Campaign 1')).toBeInTheDocument();
  });

  it('asks for the decided tab and searches on the server', async () => {
    const { fetchFn, requests } = fakeCheckerApi([], () => json({}));
    renderTrackingPage(<CheckerListPage />, fetchFn);
    const user = userEvent.setup();
    expect(await screen.findByText('No campaign is waiting for approval.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Decided by me' }));
    expect(await screen.findByText('You have not approved or rejected any campaign yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search campaigns by name'), 'spring');
    await waitFor(() => expect(requests.at(-1)?.query.get('search')).toBe('spring'));
    expect(requests.at(-1)?.query.get('tab')).toBe('decided');
    expect(await screen.findByText('No campaign matches “spring”.')).toBeInTheDocument();
  });
});
