import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

/** A column's cell class, through the table library's per-column `meta`. */
export interface ResourceColumnMeta {
  className?: string;
}

/** A column's name as a card shows it beside the value: its header when that is a text (any table-library table). */
export const columnLabel = (header: unknown) => (typeof header === 'string' ? header : undefined);

export interface ResourceTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: ColumnDef<Row>[];
  rows: Row[];
  getRowId(row: Row): string;
  /** Screen-reader header of the last column, which holds each row's `actions`. */
  actionsLabel: string;
  actions(row: Row): ReactNode;
}

/**
 * A list of things a page manages (apps, intents, flows…): one row each, its columns from the table
 * library, and the row's actions (edit, delete…) right-aligned in a last column named for screen readers.
 * On a phone each row is a card (`Table`'s `stacked`): its values beside their column names, the actions
 * at its foot, all in view without scrolling sideways.
 * @example <ResourceTable label="Apps" columns={columns} rows={apps} getRowId={(app) => app.id} actionsLabel="Actions" actions={(app) => <EditButton … />} />
 */
export function ResourceTable<Row>({ label, columns, rows, getRowId, actionsLabel, actions }: ResourceTableProps<Row>) {
  const table = useReactTable({ data: rows, columns, getRowId, getCoreRowModel: getCoreRowModel() });
  return (
    <Table aria-label={label} stacked>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHead key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</TableHead>
            ))}
            <TableHead pinned>
              <span className="sr-only">{actionsLabel}</span>
            </TableHead>
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <TableCell key={cell.id} label={columnLabel(cell.column.columnDef.header)} className={(cell.column.columnDef.meta as ResourceColumnMeta | undefined)?.className}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
            <TableCell pinned className="max-md:border-t max-md:pt-2">
              <div className="flex flex-wrap items-center justify-end gap-1 max-md:justify-start">{actions(row.original)}</div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
