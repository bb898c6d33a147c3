// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportJob } from '@/api/contracts/campaign-export';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { DownloadCenterPage } from './download-center-page';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const job = (over: Partial<ExportJob>): ExportJob => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'whatsapp_campaign_recipients',
  pageName: 'whatsapp-campaign-report',
  campaignId: null,
  columns: ['phone', 'status'],
  fileType: 'excel',
  fileName: 'diwali-2026-11-24.xlsx',
  filter: {},
  state: 'DONE',
  rowsDone: 1200,
  rowsTotal: 1200,
  bytes: 1536,
  error: null,
  userName: 'designer',
  createdOn: '2026-11-24T09:00:00.000Z',
  finishedOn: '2026-11-24T09:00:05.000Z',
  expiresOn: '2026-12-01T09:00:05.000Z',
  ...over,
});

/** The server's list answers in turn (the last repeats); records the other calls. */
function fakeDownloads(pages: ExportJob[][]) {
  const calls: string[] = [];
  let served = 0;
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (request.method === 'GET' && pathname === '/api/reports/downloads') {
      const rows = pages[Math.min(served++, pages.length - 1)] ?? [];
      return Promise.resolve(Response.json({ rows, total: rows.length, page: 1, pageSize: 10, retentionDays: 7 }));
    }
    if (request.method === 'DELETE') return Promise.resolve(Response.json({ deleted: true }));
    return Promise.resolve(Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 }));
  };
  return { fetchFn: fetchFn as typeof fetch, calls };
}

function renderPage(fetchFn: typeof fetch) {
  return renderWithApi(<DownloadCenterPage />, { fetch: fetchFn, path: '/' });
}

const rowOf = (fileName: string) => screen.getByRole('cell', { name: fileName }).closest('tr') as HTMLElement;

describe('Download Center page', () => {
  it('shows each file with its page, columns, type, rows, size, who and status, and why one failed', async () => {
    const { fetchFn } = fakeDownloads([
      [
        job({}),
        job({ id: '00000000-0000-4000-8000-000000000002', fileName: 'users.csv', pageName: 'user-list', fileType: 'csv', state: 'FAILED', error: 'The campaign no longer exists.', bytes: 0 }),
        job({ id: '00000000-0000-4000-8000-000000000003', fileName: 'old.csv', fileType: 'csv', state: 'EXPIRED' }),
      ],
    ]);
    renderPage(fetchFn);
    await screen.findByRole('cell', { name: 'diwali-2026-11-24.xlsx' });
    expect(screen.getByText('Files are kept 7 days after they are ready.')).toBeInTheDocument();
    const ready = within(rowOf('diwali-2026-11-24.xlsx'));
    for (const text of ['WhatsApp campaign report', 'Phone, Status', 'Excel', '1,200', '1.5 kB', 'designer', 'Ready']) expect(ready.getByText(text)).toBeInTheDocument();
    expect(ready.getByRole('button', { name: 'Download diwali-2026-11-24.xlsx' })).toBeEnabled();
    const failed = within(rowOf('users.csv'));
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('The campaign no longer exists.')).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Download users.csv' })).toBeDisabled();
    expect(within(rowOf('old.csv')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('old.csv')).getByRole('button', { name: 'Download old.csv' })).toBeDisabled();
  });

  it('refreshes while a file is preparing, showing its progress, until it is ready', async () => {
    const preparing = job({ state: 'RUNNING', rowsDone: 300, rowsTotal: 1200, bytes: 0, finishedOn: null, expiresOn: null });
    const { fetchFn } = fakeDownloads([[preparing], [job({})]]);
    renderPage(fetchFn);
    const bar = await screen.findByRole('progressbar', { name: 'Progress of diwali-2026-11-24.xlsx' });
    expect(bar).toHaveAttribute('value', '300');
    expect(screen.getByText('300 of 1,200 rows')).toBeInTheDocument();
    expect(screen.getByText('Preparing')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ready')).toBeInTheDocument(), { timeout: 4000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('deletes a file and says so', async () => {
    const user = userEvent.setup();
    const { fetchFn, calls } = fakeDownloads([[job({})], []]);
    renderPage(fetchFn);
    await user.click(await screen.findByRole('button', { name: 'Delete diwali-2026-11-24.xlsx' }));
    expect(await screen.findByText('diwali-2026-11-24.xlsx deleted.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/reports/downloads/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByText(/No downloads yet/)).toBeInTheDocument();
  });

  it('lets a long file name wrap only after its punctuation, never between letters of a word', async () => {
    const fileName = 'whatsapp_campaign_report-2026-11-24.xlsx';
    renderPage(fakeDownloads([[job({ fileName })]]).fetchFn);
    const cell = await screen.findByRole('cell', { name: fileName });
    expect(cell.className).not.toMatch(/break-all/);
    expect(cell.className).toMatch(/min-w-/);
    // The name sits in the cell's value box (beside its column name on a phone).
    const value = cell.querySelector('div') ?? cell;
    const pieces = [...value.childNodes].map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('');
    expect(pieces).toBe('whatsapp_|campaign_|report-|2026-|11-|24.|xlsx');
  });
});
