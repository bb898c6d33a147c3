import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { Skeleton } from './skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

/** A column's cell class, through the table library's per-column `meta`. */
export interface ResourceColumnMeta {
  className?: string;
  /** The header's class where it differs from the cells' (a figures column's `text-end`). */
  headClassName?: string;
  /** A value's own direction (an ltr phone number in an Arabic page). */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** The column's width in px on a wide screen (spec §9's user list); a phone's card ignores it. */
  width?: number;
}

/**
 * The order the rows are in, shown by the column headers: each column but those with `enableSorting: false`
 * has a button in its header, and the sorted one says its order with `aria-sort`. The caller sorts (in the
 * browser or on the server) and decides what a press does (flip the order, or sort by that column).
 */
export interface ResourceTableSort {
  columnId: string;
  desc: boolean;
  onSort(columnId: string): void;
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
  /** The table's id, for a control that changes it (`aria-controls`). */
  id?: string;
  /** Sortable column headers; none without it. */
  sort?: ResourceTableSort;
  /** The rows are not known yet: skeleton rows stand in for them and the table is busy. */
  loading?: boolean;
  /** Newer rows are on their way: the rows shown stay, the table is busy. */
  busy?: boolean;
  /** What one row across the table says when there are no rows; without it, an empty table is left to the caller. */
  emptyText?: string;
  /** Rows left out of a phone's cards until the caller shows them (a long preview's rows past the first few). */
  hideOnPhone?(row: Row, index: number): boolean;
};

const metaOf = (meta: unknown) => meta as ResourceColumnMeta | undefined;
const SKELETON_ROWS = 5;

/** A column's header: its name, or a button that sorts by it (keyboard operable) when the table sorts. */
function HeaderCell<Row>({ header, sort }: { header: Header<Row, unknown>; sort: ResourceTableSort | undefined }) {
  const { columnDef } = header.column;
  const meta = metaOf(columnDef.meta);
  const text = flexRender(columnDef.header, header.getContext());
  const style = meta?.width ? { width: meta.width, minWidth: meta.width } : undefined;
  if (!sort || columnDef.enableSorting === false) {
    return (
      <TableHead className={meta?.headClassName} style={style}>
        {text}
      </TableHead>
    );
  }
  const sorted = sort.columnId === header.column.id;
  const Icon = !sorted ? ArrowUpDown : sort.desc ? ArrowDown : ArrowUp;
  return (
    <TableHead className={cn('px-1', meta?.headClassName)} style={style} aria-sort={!sorted ? 'none' : sort.desc ? 'descending' : 'ascending'}>
      <button
        type="button"
        onClick={() => sort.onSort(header.column.id)}
        className="inline-flex h-7 cursor-pointer items-center gap-1 rounded px-2 font-semibold hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
      >
        {text}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </TableHead>
  );
}

/**
 * A list of things a page manages (apps, intents, flows…): one row each, its columns from the table
 * library, and the row's actions (edit, delete…) right-aligned in a last column named for screen readers
 * (a report's list, read only, has none).
 * On a phone each row is a card (`Table`'s `stacked`): its values beside their column names, the actions
 * at its foot (none when the row has none to offer), all in view without scrolling sideways.
 * It draws the rows it is given: a list that sorts, searches or pages (in the browser or on the server)
 * does that itself and tells the table its order (`sort`), its loading state and what an empty list says.
 * @example <ResourceTable label="Apps" columns={columns} rows={apps} getRowId={(app) => app.id} actionsLabel="Actions" actions={(app) => <EditButton … />} />
 */
export function ResourceTable<Row>(props: ResourceTableProps<Row>) {
  const { label, columns, rows, getRowId, actionsLabel, actions, rowData, testId, className, id, sort, loading = false, busy = false, emptyText, hideOnPhone } = props;
  const table = useReactTable({ data: rows, columns, getRowId, getCoreRowModel: getCoreRowModel() });
  const leafColumns = table.getVisibleLeafColumns();
  const columnCount = leafColumns.length + (actions ? 1 : 0);
  const shown = table.getRowModel().rows;
  return (
    <Table id={id} aria-label={label} aria-busy={loading || busy || undefined} data-testid={testId} className={className} stacked>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} sort={sort} />
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
        {loading ? (
          Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <TableRow key={index}>
              {leafColumns.map((column) => (
                <TableCell key={column.id} className={metaOf(column.columnDef.meta)?.className}>
                  <Skeleton className="h-3.5 w-full max-w-40" />
                </TableCell>
              ))}
              {actions ? <TableCell /> : null}
            </TableRow>
          ))
        ) : shown.length === 0 && emptyText !== undefined ? (
          <TableRow>
            <TableCell colSpan={columnCount} className="h-24 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : (
          shown.map((row) => (
            <TableRow key={row.id} className={hideOnPhone?.(row.original, row.index) ? 'max-md:hidden!' : undefined} {...rowData?.(row.original)}>
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
          ))
        )}
      </TableBody>
    </Table>
  );
}
