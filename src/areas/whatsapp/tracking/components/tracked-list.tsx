import type { ColumnDef } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, RefreshCw, Search } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import type { CheckerTab } from '@/api/contracts/campaign-tracking';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { ResourceTable } from '@/ui/resource-table';
import { Spinner } from '@/ui/spinner';
import { useTrackedList, type TrackedListKind } from '../queries/use-tracked-list';

/** spec §9: tables show 10 rows a page. */
export const TRACKING_PAGE_SIZE = 10;
const SEARCH_PAUSE_MS = 300;

interface TrackedListProps {
  kind: TrackedListKind;
  tab?: CheckerTab;
  /** The table's accessible name. */
  label: string;
  empty: string;
  columns: ColumnDef<TrackedCampaign>[];
  actions(row: TrackedCampaign): ReactNode;
}

/**
 * A tracking list: a search box (by campaign name, asked of the server after a short pause), the
 * loading, failed and empty states, the rows with their actions, and server-side paging.
 */
export function TrackedList({ kind, tab, label, empty, columns, actions }: TrackedListProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => setPage(1), [tab]);
  const list = useTrackedList({ kind, tab, search, page, pageSize: TRACKING_PAGE_SIZE });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TRACKING_PAGE_SIZE));

  return (
    <div className="grid gap-4">
      <div className="relative max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {t('waTrack.search_label')}
        </label>
        <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={searchId} type="search" className="ps-9" placeholder={t('waTrack.search_placeholder')} value={typed} onChange={(event) => setTyped(event.target.value)} />
      </div>
      {list.isPending ? (
        <Spinner label={t('waTrack.loading')} showLabel />
      ) : list.isError ? (
        <Alert variant="destructive">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('waTrack.load_failed')}</span>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              <RefreshCw aria-hidden />
              {t('waTrack.retry')}
            </Button>
          </div>
        </Alert>
      ) : list.data.rows.length === 0 ? (
        <Card className="items-center p-8 text-center">
          <p className="text-muted-foreground">{search ? t('waTrack.no_match', { search }) : empty}</p>
        </Card>
      ) : (
        <>
          <ResourceTable label={label} columns={columns} rows={list.data.rows} getRowId={(row) => row.id} actionsLabel={t('waTrack.actions')} actions={actions} />
          <nav aria-label={t('waTrack.pagination')} className="flex flex-wrap items-center justify-end gap-3 text-sm text-muted-foreground">
            <p aria-live="polite" className="me-auto">
              {t('waTrack.range', { from: (page - 1) * TRACKING_PAGE_SIZE + 1, to: Math.min(total, page * TRACKING_PAGE_SIZE), total })}
            </p>
            {list.isFetching ? <Spinner size="sm" label={t('waTrack.refreshing')} /> : null}
            <div className="flex gap-1">
              <Button variant="outline" size="icon-sm" aria-label={t('waTrack.previous_page')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft className="rtl:-scale-x-100" aria-hidden />
              </Button>
              <Button variant="outline" size="icon-sm" aria-label={t('waTrack.next_page')} disabled={page >= pages} onClick={() => setPage(page + 1)}>
                <ChevronRight className="rtl:-scale-x-100" aria-hidden />
              </Button>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}
