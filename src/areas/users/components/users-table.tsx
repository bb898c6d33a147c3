import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { useId, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@/api/contracts/users';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { columnLabel } from '@/ui/resource-table';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/ui/table';
import { PageSizeSelect } from './page-size-select';
import { SortableHeader } from './sortable-header';
import { TablePager } from './table-pager';
import { userColumns } from './user-columns';
import { useFormat } from '@/ui/format';

/** Spec §9: newest first, ten a page. */
const DEFAULT_SORTING: SortingState = [{ id: 'createdDate', desc: true }];
const DEFAULT_PAGE_SIZE = 10;
const SKELETON_ROWS = 5;
// A phone's card is as tall as its values.
const ROW_HEIGHT = 'h-[35px] max-md:h-auto';

export interface UsersTableProps {
  users: UserListItem[];
  loading: boolean;
  onDelete: (user: UserListItem) => void;
  deletingId: string | null;
  searchRef?: Ref<HTMLInputElement>;
}

/** The user list with its search box and per-page selector; sorting, filtering and paging are the table library's. */
export function UsersTable({ users, loading, onDelete, deletingId, searchRef }: UsersTableProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const format = useFormat();
  const columns = useMemo(() => userColumns({ t, format, onDelete, deletingId }), [t, format, onDelete, deletingId]);
  const table = useReactTable({
    data: users,
    columns,
    getRowId: (user) => user._id,
    state: { globalFilter: search },
    onGlobalFilterChange: setSearch,
    // Matches the text a user reads (title-cased name, formatted dates), ignoring case.
    globalFilterFn: 'includesString',
    enableSortingRemoval: false,
    initialState: { sorting: DEFAULT_SORTING, pagination: { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE } },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full gap-2 sm:w-72">
          <Label htmlFor={searchId}>{t('users.search_label')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              ref={searchRef}
              id={searchId}
              type="search"
              className="ps-9"
              placeholder={t('users.search_placeholder')}
              value={search}
              onChange={(event) => table.setGlobalFilter(event.target.value)}
            />
          </div>
        </div>
        <PageSizeSelect value={table.getState().pagination.pageSize} onChange={(size) => table.setPageSize(size)} />
      </div>

      <Table aria-label={t('users.table_label')} aria-busy={loading || undefined} className="md:min-w-[860px]" stacked>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className={ROW_HEIGHT}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header} />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index} className={ROW_HEIGHT}>
                {Array.from({ length: columnCount }, (_, cell) => (
                  <TableCell key={cell} className={ROW_HEIGHT}>
                    <Skeleton className="h-3.5 w-full max-w-40" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnCount} className="h-24 text-center text-muted-foreground">
                {t('users.empty')}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} className={ROW_HEIGHT}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} label={columnLabel(cell.column.columnDef.header)} className={`${ROW_HEIGHT} py-0 whitespace-nowrap`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {loading ? (
        <p role="status" className="sr-only">
          {t('users.loading')}
        </p>
      ) : null}

      <TablePager table={table} />
    </div>
  );
}
