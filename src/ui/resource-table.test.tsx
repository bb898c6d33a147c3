// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { ResourceTable, type ResourceTableProps } from './resource-table';

interface App {
  id: string;
  name: string;
  url: string;
}

const apps: App[] = [
  { id: 'a1', name: 'Orders', url: 'https://example.com/orders' },
  { id: 'a2', name: 'Returns', url: 'https://example.com/returns' },
];

function renderApps() {
  render(
    <ResourceTable<App>
      label="Apps"
      columns={[
        { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
        { id: 'url', header: () => <span>Callback URL</span>, cell: ({ row }) => row.original.url },
      ]}
      rows={apps}
      getRowId={(app) => app.id}
      actionsLabel="Actions"
      actions={(app) => <Button size="sm">Edit {app.name}</Button>}
    />,
  );
}

afterEach(cleanup);

const appColumns: ResourceTableProps<App>['columns'] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'url', header: 'Callback URL', enableSorting: false, cell: ({ row }) => row.original.url },
];

/** Apps sorted in the browser by the caller, as a list the table only draws. */
function SortedApps() {
  const [desc, setDesc] = useState(false);
  const rows = [...apps].sort((a, b) => a.name.localeCompare(b.name) * (desc ? -1 : 1));
  return <ResourceTable label="Apps" columns={appColumns} rows={rows} getRowId={(app) => app.id} sort={{ columnId: 'name', desc, onSort: () => setDesc(!desc) }} />;
}

const names = () => within(screen.getByRole('table', { name: 'Apps' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('ResourceTable', () => {
  it('names each value for the card a phone shows, keeps the row’s actions in the row and the table’s meaning for screen readers', () => {
    renderApps();
    const table = screen.getByRole('table', { name: 'Apps' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Callback URL', 'Actions']);
    const [, orders] = within(table).getAllByRole('row');
    const cells = within(orders!).getAllByRole('cell');
    // The card's name of a value comes from its column's header text; a header drawn by a function has none to give.
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', null, null]);
    // The text stays the value alone: the name is drawn beside it by CSS, on a phone only.
    expect(cells[0]).toHaveTextContent(/^Orders$/);
    expect(within(cells[2]!).getByRole('button', { name: 'Edit Orders' })).toBeInTheDocument();
  });

  it('sorts by a header’s button, says the order with aria-sort, and gives an unsortable column no button', async () => {
    render(<SortedApps />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Orders', 'Returns']);
    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Returns', 'Orders']);
    const url = screen.getByRole('columnheader', { name: 'Callback URL' });
    expect(url).not.toHaveAttribute('aria-sort');
    expect(within(url).queryByRole('button')).toBeNull();
  });

  it('is busy with placeholder rows while its rows are unknown, then says when there are none', () => {
    const { rerender } = render(<ResourceTable<App> label="Apps" columns={appColumns} rows={[]} getRowId={(app) => app.id} loading emptyText="No apps yet." />);
    const table = screen.getByRole('table', { name: 'Apps' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No apps yet.')).toBeNull();
    rerender(<ResourceTable<App> label="Apps" columns={appColumns} rows={[]} getRowId={(app) => app.id} emptyText="No apps yet." />);
    expect(table).not.toHaveAttribute('aria-busy');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'No apps yet.' })).toHaveAttribute('colspan', '2');
  });

  it('leaves out of a phone’s cards the rows its predicate names, and only those', () => {
    render(<ResourceTable<App> label="Apps" columns={appColumns} rows={apps} getRowId={(app) => app.id} hideOnPhone={(_, index) => index >= 1} />);
    const [, orders, returns] = within(screen.getByRole('table', { name: 'Apps' })).getAllByRole('row');
    // The class is what hides a row below the md breakpoint (jsdom has no media queries to apply it).
    expect(orders).not.toHaveClass('max-md:hidden!');
    expect(returns).toHaveClass('max-md:hidden!');
  });
});
