// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { ResourceTable } from './resource-table';

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
});
