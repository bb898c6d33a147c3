import type { Table } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@/api/contracts/users';
import { Button } from '@/ui/button';

/** Page info and previous/next under the table; 35 px high like the header (spec §9). */
export function TablePager({ table }: { table: Table<UserListItem> }) {
  const { t } = useTranslation();
  const { pageIndex, pageSize } = table.getState().pagination;
  const total = table.getFilteredRowModel().rows.length;
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <nav aria-label={t('users.pagination')} className="flex min-h-[35px] flex-wrap items-center justify-end gap-3 text-sm text-muted-foreground">
      <p aria-live="polite" className="me-auto">
        {t('users.range_info', { from, to, total })}
      </p>
      <p>{t('users.page_info', { page: total === 0 ? 0 : pageIndex + 1, pages: table.getPageCount() })}</p>
      <div className="flex gap-1">
        <Button variant="outline" size="icon-sm" aria-label={t('users.previous_page')} disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
          <ChevronLeft className="rtl:-scale-x-100" aria-hidden />
        </Button>
        <Button variant="outline" size="icon-sm" aria-label={t('users.next_page')} disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
          <ChevronRight className="rtl:-scale-x-100" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
