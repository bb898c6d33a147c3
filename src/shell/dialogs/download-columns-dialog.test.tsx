// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { openDownloadColumns } from './open-dialogs';
import { renderDialogHost } from '../testing/render-dialog-host';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const columns = [{ name: 'Mobile' }, { name: 'Status' }, { name: 'Sent Time' }];

describe('DownloadColumnsDialog', () => {
  it('shows a loader, then every column ticked and CSV chosen, and downloads the ticked names as the chosen type', async () => {
    const user = userEvent.setup();
    renderDialogHost();
    let release!: () => void;
    const loaded = new Promise<void>((done) => (release = done));
    let result: unknown = 'pending';
    act(() => void openDownloadColumns({ loadColumns: () => loaded.then(() => columns) }).then((value) => (result = value)));

    expect(await screen.findByText('Loading columns…')).toBeInTheDocument();
    await act(async () => release());
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).toBeChecked();

    const fileType = screen.getByRole('radiogroup', { name: 'Select File type to Download' });
    expect(within(fileType).getByRole('radio', { name: 'CSV' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    await user.click(within(fileType).getByRole('radio', { name: 'Excel' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(result).toEqual({ columns: ['Mobile', 'Sent Time'], fileType: 'excel' }));
    // One dialog per export: nothing else opens after Download.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns Excel off and says CSV is needed when the download has more rows than Excel may hold', async () => {
    renderDialogHost();
    act(() => void openDownloadColumns({ loadColumns: async () => columns, excelLimit: { rows: 250_000, max: 100_000 } }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Columns' });
    expect(within(dialog).getByRole('radio', { name: 'Excel' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(dialog).toHaveTextContent('This download has 250,000 rows; an Excel file here holds at most 100,000. Choose CSV.');
  });

  it('keeps Excel on up to the limit', async () => {
    renderDialogHost();
    act(() => void openDownloadColumns({ loadColumns: async () => columns, excelLimit: { rows: 100_000, max: 100_000 } }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Columns' });
    expect(within(dialog).getByRole('radio', { name: 'Excel' })).toBeEnabled();
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('labels the button for a combined report and closes with Cancelled on Cancel', async () => {
    const user = userEvent.setup();
    renderDialogHost();
    let result: unknown = 'pending';
    act(() => void openDownloadColumns({ loadColumns: async () => columns, combinedReport: true }).then((value) => (result = value)));
    expect(await screen.findByRole('button', { name: 'Download Combined Report' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(result).toBe('Cancelled'));
  });

  it('stays open with a persistent notice when no column is ticked', async () => {
    const user = userEvent.setup();
    renderDialogHost();
    act(() => void openDownloadColumns({ loadColumns: async () => [{ name: 'Mobile' }] }));
    await user.click(await screen.findByRole('checkbox', { name: 'Mobile' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Select at least one column')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Download Columns' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('says so when there are no columns', async () => {
    renderDialogHost();
    act(() => void openDownloadColumns({ loadColumns: async () => [] }));
    expect(await screen.findByText('No Columns Available!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('shows a persistent error toast when the columns cannot be loaded', async () => {
    renderDialogHost();
    act(() => void openDownloadColumns({ loadColumns: () => Promise.reject(new Error('500')) }));
    await waitFor(() => expect(screen.getAllByText('Failed to load columns')).toHaveLength(2));
    const toastItem = screen.getAllByText('Failed to load columns').find((node) => node.closest('[data-sonner-toast]'));
    expect(toastItem?.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  });

  it('resolves with undefined when dismissed by a click outside', async () => {
    const user = userEvent.setup();
    renderDialogHost();
    let result: unknown = 'pending';
    act(() => void openDownloadColumns({ loadColumns: async () => columns }).then((value) => (result = value)));
    await screen.findByRole('checkbox', { name: 'Mobile' });
    const backdrop = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    if (!backdrop) throw new Error('no dialog backdrop');
    await user.click(backdrop);
    await waitFor(() => expect(result).toBeUndefined());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
