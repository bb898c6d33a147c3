import {
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
import { ResourceTable } from '@/ui/resource-table';
import { PageSizeSelect } from './page-size-select';
import { TablePager } from './table-pager';
import { userColumns } from './user-columns';
import { useFormat } from '@/ui/format';

/** Spec §9: newest first, ten a page. */
const DEFAULT_SORTING: SortingState = [{ id: 'createdDate', desc: true }];
const DEFAULT_PAGE_SIZE = 10;

export interface UsersTableProps {
  users: UserListItem[];
  loading: boolean;
  onDelete: (user: UserListItem) => void;
  deletingId: string | null;
  searchRef?: Ref<HTMLInputElement>;
}

/** The user list with its search box and per-page selector; sorting, filtering and paging are the table library's, in the browser, and `ResourceTable` draws the page of rows. */
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
  // Sorting is never removed (`enableSortingRemoval: false`), so one column always holds it.
  const [sorted = DEFAULT_SORTING[0]!] = table.getState().sorting;

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

      <ResourceTable
        label={t('users.table_label')}
        className="md:min-w-[860px]"
        columns={columns}
        rows={table.getRowModel().rows.map((row) => row.original)}
        getRowId={(user) => user._id}
        sort={{ columnId: sorted.id, desc: sorted.desc, onSort: (columnId) => table.getColumn(columnId)?.toggleSorting() }}
        loading={loading}
        emptyText={t('users.empty')}
      />
      {loading ? (
        <p role="status" className="sr-only">
          {t('users.loading')}
        </p>
      ) : null}

      <TablePager table={table} />
    </div>
  );
}
