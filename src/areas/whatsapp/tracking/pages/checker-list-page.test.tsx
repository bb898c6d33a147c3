// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { json, renderTrackingPage, trackedRow } from '../testing/render-tracking-page';
import { CheckerListPage } from './checker-list-page';

afterEach(cleanup);

/** A fake of the checker routes: the queue is `rows` until an action answers; every request is kept. */
function fakeCheckerApi(rows: TrackedCampaign[], actionAnswer: () => Response) {
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  let queue = rows;
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body: unknown = request.method === 'POST' ? await request.text().then((text) => (text ? JSON.parse(text) : undefined)) : undefined;
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    if (url.pathname === '/api/campaign/whatsapp/tracking/checker') return json({ rows: queue, total: queue.length, page: 1, pageSize: 10 });
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

describe('CheckerListPage', () => {
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
