import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

/** A column's cell class, through the table library's per-column `meta`. */
export interface ResourceColumnMeta {
  className?: string;
  /** The header's class where it differs from the cells' (a figures column's `text-end`). */
  headClassName?: string;
  /** A value's own direction (an ltr phone number in an Arabic page). */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/** A column's name as a card shows it beside the value: its header when that is a text (any table-library table). */
export const columnLabel = (header: unknown) => (typeof header === 'string' ? header : undefined);

/** The row's actions in a last column named for screen readers, or none for a list one only reads (a report). */
type RowActions<Row> = { actionsLabel: string; actions(row: Row): ReactNode } | { actionsLabel?: undefined; actions?: undefined };

export type ResourceTableProps<Row> = RowActions<Row> & {
  /** The table's accessible name. */
  label: string;
  columns: ColumnDef<Row>[];
  rows: Row[];
  /** A row's key; its place in `rows` for a list whose rows have no id of their own (a report's figures). */
  getRowId(row: Row, index: number): string;
  /** A row's `data-*` attributes, for what reads the page by its things' ids (e2e, the canvas's links). */
  rowData?(row: Row): Record<`data-${string}`, string>;
  testId?: string;
  /** The table's own class (a smaller text for a table inside a row's details). */
  className?: string;
};

const metaOf = (meta: unknown) => meta as ResourceColumnMeta | undefined;

/**
 * A list of things a page manages (apps, intents, flows…): one row each, its columns from the table
 * library, and the row's actions (edit, delete…) right-aligned in a last column named for screen readers
 * (a report's list, read only, has none).
 * On a phone each row is a card (`Table`'s `stacked`): its values beside their column names, the actions
 * at its foot (none when the row has none to offer), all in view without scrolling sideways.
 * @example <ResourceTable label="Apps" columns={columns} rows={apps} getRowId={(app) => app.id} actionsLabel="Actions" actions={(app) => <EditButton … />} />
 */
export function ResourceTable<Row>({ label, columns, rows, getRowId, actionsLabel, actions, rowData, testId, className }: ResourceTableProps<Row>) {
  const table = useReactTable({ data: rows, columns, getRowId, getCoreRowModel: getCoreRowModel() });
  return (
    <Table aria-label={label} data-testid={testId} className={className} stacked>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHead key={header.id} className={metaOf(header.column.columnDef.meta)?.headClassName}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </TableHead>
            ))}
            {actions ? (
              <TableHead pinned>
                <span className="sr-only">{actionsLabel}</span>
              </TableHead>
            ) : null}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id} {...rowData?.(row.original)}>
            {row.getVisibleCells().map((cell) => (
              <TableCell
                key={cell.id}
                label={columnLabel(cell.column.columnDef.header)}
                className={metaOf(cell.column.columnDef.meta)?.className}
                dir={metaOf(cell.column.columnDef.meta)?.dir}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
            {actions ? (
              <TableCell pinned className="max-md:border-t max-md:pt-2 max-md:has-[>div:empty]:hidden">
                <div className="flex flex-wrap items-center justify-end gap-1 max-md:justify-start">{actions(row.original)}</div>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
