import type { ColumnDef } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { ResourceTable, type ResourceColumnMeta } from '@/ui/resource-table';
import type { ListControls } from './use-list-state';
import { useFormat } from '@/ui/format';

const PAGE_SIZES = [10, 25, 50, 100];

/** A column whose values stay on one line, so a page of rows lines up; its own meta adds to that. */
function onOneLine<Row>(column: ColumnDef<Row>): ColumnDef<Row> {
  const meta = column.meta as ResourceColumnMeta | undefined;
  return { ...column, meta: { ...meta, className: cn('whitespace-nowrap', meta?.className) } };
}

export interface ServerPage<Row> {
  data?: { rows: readonly Row[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
}

export interface ServerTableProps<Row, K extends string> {
  /** The table's accessible name. */
  label: string;
  /** A column whose id is one of the list's sort keys sorts on the server; others set `enableSorting: false`. */
  columns: ColumnDef<Row>[];
  /** The list's query as React Query gives it: the page the server answered, and whether it is loading or failed. */
  page: ServerPage<Row>;
  list: ListControls<K>;
  getRowId(row: Row): string;
  searchLabel: string;
  emptyText: string;
  /** Buttons beside the search box (import, add, export). */
  toolbar?: ReactNode;
}

/**
 * A list the server pages, sorts and searches: `ResourceTable` draws the page the server answered, its
 * sortable headers showing and changing the list state (spec §3 list model), which is what the page sends.
 */
export function ServerTable<Row, K extends string>({ label, columns, page, list, getRowId, searchLabel, emptyText, toolbar }: ServerTableProps<Row, K>) {
  const rows = page.data?.rows;
  const total = page.data?.total ?? 0;
  const loading = page.isFetching;
  const failed = page.isError;
  const { t } = useTranslation();
  const searchId = useId();
  const sizeId = useId();
  const { state } = list;
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  const cellColumns = useMemo(() => columns.map(onOneLine), [columns]);
  const format = useFormat();
  const from = total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const to = Math.min(total, state.page * state.pageSize);

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
      <ResourceTable
        label={label}
        columns={cellColumns}
        rows={rows ? [...rows] : []}
        getRowId={getRowId}
        sort={{ columnId: state.sortKey, desc: state.reverse, onSort: (columnId) => list.sortBy(columnId as K) }}
        loading={loading && !rows}
        busy={loading}
        emptyText={emptyText}
      />
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
