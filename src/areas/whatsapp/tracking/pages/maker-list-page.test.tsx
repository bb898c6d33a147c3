// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { LIVE_LIST_REFRESH_MS } from '../queries/list-refresh';
import { json, renderTrackingPage, trackedRow } from '../testing/render-tracking-page';
import { MakerListPage } from './maker-list-page';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const draft = trackedRow(1, { name: 'Spring draft', state: 'DRAFT', submittedAt: null, allowedActions: ['edit', 'submit', 'schedule', 'cancel', 'duplicate'] });
const pending = trackedRow(2, { name: 'Waiting', state: 'PENDING_APPROVAL', allowedActions: ['schedule', 'cancel', 'duplicate'] });

/** A fake of the maker routes; `answer` decides each action's response (a promise lets a test hold it). */
function fakeMakerApi(rows: TrackedCampaign[], answer: (method: string, path: string) => Response | Promise<Response>) {
  const requests: { method: string; path: string }[] = [];
  let list = rows;
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/api/campaign/whatsapp/tracking/maker') return json({ rows: list, total: list.length, page: 1, pageSize: 10 });
    requests.push({ method: request.method, path: url.pathname });
    const response = await answer(request.method, url.pathname);
    if (response.ok && request.method === 'DELETE') list = list.filter((row) => !url.pathname.endsWith(row.id));
    return response;
  }) as typeof fetch;
  return { fetchFn, requests };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('MakerListPage', () => {
  it('opens, submits and deletes a draft; a campaign waiting for approval is only duplicated', async () => {
    const { fetchFn } = fakeMakerApi([draft, pending], () => json({}));
    renderTrackingPage(<MakerListPage />, fetchFn);
    const row = await rowOf('Spring draft');
    expect(within(row).getByRole('link', { name: 'Edit Spring draft' })).toHaveAttribute('href', `/whatsapp-campaign/send-whatsapp/UPLOAD_FILE?campaignId=${draft.id}`);
    expect(within(row).getByRole('button', { name: 'Submit Spring draft for approval' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Delete Spring draft' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Duplicate Spring draft' })).toBeEnabled();
    const other = await rowOf('Waiting');
    expect(within(other).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Duplicate Waiting']);
    expect(within(other).queryByRole('link')).toBeNull();
  });

  it('asks before deleting a draft, keeps it and the focus on "Keep it", and deletes it on "Delete draft"', async () => {
    const user = userEvent.setup();
    const api = fakeMakerApi([draft], () => json({ id: draft.id, deleted: true }));
    renderTrackingPage(<MakerListPage />, api.fetchFn);
    const remove = within(await rowOf('Spring draft')).getByRole('button', { name: 'Delete Spring draft' });

    await user.click(remove);
    const question = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    expect(question).toHaveTextContent('“Spring draft” and the numbers uploaded for it will be deleted.');
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(api.requests).toEqual([]);

    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('Spring draft was deleted.')).toBeInTheDocument();
    expect(api.requests).toEqual([{ method: 'DELETE', path: `/api/campaign/whatsapp/campaigns/${draft.id}` }]);
    expect(await screen.findByText('You have not created any campaigns yet.')).toBeInTheDocument();
  });

  it('says a duplicate is being made while the server copies the audience, then that it is done', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => undefined;
    const api = fakeMakerApi([draft], () => new Promise<Response>((resolve) => (finish = resolve)));
    renderTrackingPage(<MakerListPage />, api.fetchFn);
    const row = await rowOf('Spring draft');
    await user.click(within(row).getByRole('button', { name: 'Duplicate Spring draft' }));

    const duplicate = within(row).getByRole('button', { name: 'Duplicate Spring draft' });
    expect(duplicate).toBeDisabled();
    expect(duplicate).toHaveAttribute('aria-busy', 'true');
    expect(duplicate).toHaveTextContent('Duplicating…');
    expect(within(row).getByRole('status')).toHaveTextContent('Copying Spring draft with its audience. A large audience takes a while');
    expect(within(row).getByRole('button', { name: 'Delete Spring draft' })).toBeDisabled();

    finish(json({ ...draft, id: '00000000-0000-4000-8000-000000000099', name: 'Spring draft (copy)', templateSno: 1, variableMapping: {}, audience: { kind: 'UPLOAD_FILE' }, schedule: { kind: 'now' }, sendWindow: null, expiryHours: null, rejectReason: null, failureReason: null, importState: 'COMPLETE', history: [] }));
    expect(await screen.findByText('A copy of Spring draft was saved as a draft.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Duplicate Spring draft' })).toHaveTextContent('Duplicate'));
    expect(within(row).queryByRole('status')).toBeNull();
  });

  it('moves a sending campaign on by itself, and its name opens its report', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'], shouldAdvanceTime: true });
    try {
      const funnel = { total: 100, pending: 88, sending: 0, sent: 12, delivered: 0, read: 0, failed: 0, skipped: 0 };
      let running = trackedRow(3, { name: 'Autumn sale', state: 'RUNNING', funnel, allowedActions: ['duplicate'] });
      const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        return new URL(request.url).pathname === '/api/campaign/whatsapp/tracking/maker' ? json({ rows: [running], total: 1, page: 1, pageSize: 10 }) : json({}, 404);
      }) as typeof fetch;
      renderTrackingPage(<MakerListPage />, fetchFn);
      const row = await rowOf('Autumn sale');
      expect(within(row).getByRole('link', { name: 'Open the report of Autumn sale' })).toHaveAttribute('href', `/whatsapp-campaign/report/${running.id}`);
      expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');

      running = { ...running, funnel: { ...funnel, pending: 40, sent: 60 } };
      await act(() => vi.advanceTimersByTimeAsync(LIVE_LIST_REFRESH_MS));
      await waitFor(() => expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60'));
    } finally {
      vi.useRealTimers();
    }
  });
});
