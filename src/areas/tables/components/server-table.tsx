import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { columnLabel } from '@/ui/resource-table';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import type { ListControls } from './use-list-state';
import { useFormat } from '@/ui/format';

const PAGE_SIZES = [10, 25, 50, 100];
const SKELETON_ROWS = 5;
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export interface ServerTableProps<Row, K extends string> {
  /** The table's accessible name. */
  label: string;
  /** A column whose id is one of the list's sort keys sorts on the server; others set `enableSorting: false`. */
  columns: ColumnDef<Row>[];
  rows: readonly Row[] | undefined;
  total: number;
  loading: boolean;
  failed: boolean;
  list: ListControls<K>;
  getRowId(row: Row): string;
  searchLabel: string;
  emptyText: string;
  /** Buttons beside the search box (import, add, export). */
  toolbar?: ReactNode;
}

/**
 * A list the server pages, sorts and searches: the table library draws it (manual paging and sorting),
 * the list state (spec §3 list model) is what the page sends. Sort buttons announce their order with aria-sort.
 */
export function ServerTable<Row, K extends string>({ label, columns, rows, total, loading, failed, list, getRowId, searchLabel, emptyText, toolbar }: ServerTableProps<Row, K>) {
  const { t } = useTranslation();
  const searchId = useId();
  const sizeId = useId();
  const { state } = list;
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  const table = useReactTable({
    data: (rows ?? []) as Row[],
    columns,
    getRowId,
    manualPagination: true,
    manualSorting: true,
    pageCount: pages,
    state: { sorting: [{ id: state.sortKey, desc: state.reverse }], pagination: { pageIndex: state.page - 1, pageSize: state.pageSize } },
    getCoreRowModel: getCoreRowModel(),
  });
  const format = useFormat();
  const from = total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const to = Math.min(total, state.page * state.pageSize);
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full gap-2 sm:w-80">
          <Label htmlFor={searchId}>{searchLabel}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input id={searchId} type="search" className="ps-9" value={list.searchText} onChange={(event) => list.setSearch(event.target.value)} />
          </div>
        </div>
        {toolbar ? <div className="flex flex-wrap gap-2">{toolbar}</div> : null}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('tables.load_failed')}
        </p>
      ) : null}
      <Table aria-label={label} aria-busy={loading || undefined} stacked>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const text = flexRender(header.column.columnDef.header, header.getContext());
                // Columns here are display columns (the server sorts), so `enableSorting: false` alone marks an unsorted one.
                if (header.column.columnDef.enableSorting === false) return <TableHead key={header.id}>{text}</TableHead>;
                const sorted = header.column.getIsSorted();
                const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                return (
                  <TableHead key={header.id} className="px-1" aria-sort={sorted ? ariaSort[sorted] : 'none'}>
                    <button
                      type="button"
                      onClick={() => list.sortBy(header.column.id as K)}
                      className="inline-flex h-7 cursor-pointer items-center gap-1 rounded px-2 font-semibold hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {text}
                      <Icon className="size-3.5" aria-hidden />
                    </button>
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading && !rows ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index}>
                {Array.from({ length: columnCount }, (_, cell) => (
                  <TableCell key={cell}>
                    <Skeleton className="h-3.5 w-full max-w-40" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : table.getRowModel().rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnCount} className="h-24 text-center text-muted-foreground">
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            table.getRowModel().rows.map((row) => (
              <TableRow key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} label={columnLabel(cell.column.columnDef.header)} className="whitespace-nowrap">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <nav aria-label={t('tables.pagination')} className="flex flex-wrap items-center justify-end gap-3 text-sm text-muted-foreground">
        <p aria-live="polite" className="me-auto">
          {t('tables.range_info', { from: format.number(from), to: format.number(to), total: format.number(total) })}
        </p>
        <div className="flex items-center gap-2">
          <Label htmlFor={sizeId} className="font-normal">
            {t('tables.page_size')}
          </Label>
          <select id={sizeId} className="h-8 rounded-md border bg-background px-2 text-foreground" value={state.pageSize} onChange={(event) => list.setPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {format.number(size)}
              </option>
            ))}
          </select>
        </div>
        <p>{t('tables.page_info', { page: format.number(state.page), pages: format.number(pages) })}</p>
        <div className="flex gap-1">
          <Button variant="outline" size="icon-sm" aria-label={t('tables.previous_page')} disabled={state.page <= 1} onClick={() => list.setPage(state.page - 1)}>
            <ChevronLeft className="rtl:-scale-x-100" aria-hidden />
          </Button>
          <Button variant="outline" size="icon-sm" aria-label={t('tables.next_page')} disabled={state.page >= pages} onClick={() => list.setPage(state.page + 1)}>
            <ChevronRight className="rtl:-scale-x-100" aria-hidden />
          </Button>
        </div>
      </nav>
    </div>
  );
}
