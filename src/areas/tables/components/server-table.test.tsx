// @vitest-environment jsdom
import type { ColumnDef } from '@tanstack/react-table';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { ServerTable } from './server-table';
import { useListState, type ListState } from './use-list-state';

afterEach(cleanup);

interface Row {
  phone: string;
  reason: string;
}
const columns: ColumnDef<Row>[] = [
  { id: 'phone', header: 'Phone', cell: ({ row }) => row.original.phone },
  { id: 'reason', header: 'Reason', enableSorting: false, cell: ({ row }) => row.original.reason },
];
const rows: Row[] = [
  { phone: '+919800000001', reason: 'STOP' },
  { phone: '+919800000002', reason: 'Moved' },
];

/** The table with its own list state; every state it asks the server for is recorded. */
function Harness({ seen, total }: { seen: ListState<string>[]; total: number }) {
  const list = useListState<string>('phone');
  seen.push(list.state);
  return <ServerTable label="Opt-outs" columns={columns} page={{ data: { rows, total }, isFetching: false, isError: false }} list={list} getRowId={(row) => row.phone} searchLabel="Search" emptyText="None" />;
}

const renderTable = (total: number) => {
  const seen: ListState<string>[] = [];
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <Harness seen={seen} total={total} />
    </I18nextProvider>,
  );
  return seen;
};

describe('ServerTable', () => {
  it('sorts on the server: a header button flips the order, announced with aria-sort; an unsortable column has no button', async () => {
    const seen = renderTable(2);
    const table = screen.getByRole('table', { name: 'Opt-outs' });
    expect(within(table).getByRole('columnheader', { name: 'Phone' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).queryByRole('button', { name: 'Reason' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Phone' }));
    expect(seen.at(-1)).toMatchObject({ sortKey: 'phone', reverse: true, page: 1 });
    expect(within(table).getByRole('columnheader', { name: 'Phone' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages by the total the server counted, and a new search goes back to page one once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = renderTable(25);
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(seen.at(-1)).toMatchObject({ page: 2 });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search'), '9800');
    expect(seen.at(-1)).toMatchObject({ search: '', page: 2 });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(seen.at(-1)).toMatchObject({ search: '9800', page: 1 });
    vi.useRealTimers();
  });
});
