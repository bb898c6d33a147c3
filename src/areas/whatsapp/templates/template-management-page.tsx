import type { ColumnDef } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { Copy, Download, Eye, History, Loader2, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import { templateCategory, templateStatus, type WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { NativeSelect } from '@/ui/native-select';
import { useStartDownload } from '@/shell/downloads/use-start-download';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { IconTooltip } from '@/ui/icon-tooltip';
import { Input } from '@/ui/input';
import { ResourceTable } from '@/ui/resource-table';
import { HistoryDialog } from './history-dialog';
import { useDeleteTemplate } from './queries/use-delete-template';
import { useTemplateList } from './queries/use-template-list';
import { useWabas } from './queries/use-wabas';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { QualityBadge, StatusBadge } from './template-status';
import { useSyncTemplates } from './queries/use-sync-templates';
import { useTemplatesInRange } from './queries/use-templates-in-range';
import { localDayRange } from '@/ui/format/local-day-range';
import { useFormat } from '@/ui/format';

const PAGE_SIZE = 10;
const BASE = '/whatsapp-campaign';

/** spec §2 template-management: a WABA's templates, filtered by 'All Templates' or a status, searched and paged. */
export function TemplateManagementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wabas = useWabas();
  const wabaId = params.get('waba') ?? wabas.data?.[0]?.id ?? '';
  const [status, setStatus] = useState<'ALL' | WhatsappTemplate['status']>('ALL');
  const [category, setCategory] = useState<'ALL' | WhatsappTemplate['category']>('ALL');
  const [search, setSearch] = useState('');
  const [changedFrom, setChangedFrom] = useState('');
  const [changedTo, setChangedTo] = useState('');
  const [page, setPage] = useState(1);
  const [historyOf, setHistoryOf] = useState<WhatsappTemplate | null>(null);
  const datesInvalid = Boolean(changedFrom && changedTo && changedFrom > changedTo);
  // Both days, in order: the list is then spec §7's getAllTemplatesInRange, which pulls Meta's templates first.
  const range = useMemo(() => {
    if (!changedFrom || !changedTo || datesInvalid) return null;
    const { from, to } = localDayRange(changedFrom, changedTo);
    return from && to ? { from, to } : null;
  }, [changedFrom, changedTo, datesInvalid]);
  const all = useTemplateList(wabaId, range ? 'ALL' : status);
  const changed = useTemplatesInRange(wabaId, range);
  const list: UseQueryResult<unknown> = range ? changed : all;
  const listed = range ? changed.data?.templates : all.data;
  const removal = useDeleteTemplate();
  const sync = useSyncTemplates();
  const download = useStartDownload();
  const format = useFormat();

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (listed ?? []).filter(
      (template) =>
        (!range || status === 'ALL' || template.status === status) &&
        (category === 'ALL' || template.category === category) &&
        (!needle || [template.name, template.language, template.category, template.status].some((text) => text.toLowerCase().includes(needle))),
    );
  }, [listed, search, category, status, range]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  useEffect(() => setPage(1), [search, status, category, wabaId, range]);
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const columns: ColumnDef<WhatsappTemplate>[] = [
    { id: 'name', header: t('waTemplates.columns.name'), cell: ({ row }) => row.original.name, meta: { className: 'font-medium', dir: 'ltr' } },
    { id: 'category', header: t('waTemplates.columns.category'), cell: ({ row }) => t(`waTemplates.categories.${row.original.category}`) },
    { id: 'language', header: t('waTemplates.columns.language'), cell: ({ row }) => row.original.language, meta: { dir: 'ltr' } },
    {
      id: 'status',
      header: t('waTemplates.columns.status'),
      cell: ({ row: { original: template } }) => (
        <div className="grid gap-1">
          <StatusBadge status={template.status} />
          {template.rejected_reason && template.rejected_reason !== 'NONE' ? <span className="text-xs text-destructive">{template.rejected_reason}</span> : null}
        </div>
      ),
    },
    { id: 'quality', header: t('waTemplates.columns.quality'), cell: ({ row }) => <QualityBadge quality={row.original.quality_rating} /> },
    { id: 'updated', header: t('waTemplates.columns.updated'), cell: ({ row }) => format.date(row.original.updated_on), meta: { className: 'whitespace-nowrap' } },
  ];

  // The WABA, status and category filters go with the job; the search box narrows only the screen.
  const exportList = () => {
    const filter: Record<string, string> = { wabaId, ...(status === 'ALL' ? {} : { status }), ...(category === 'ALL' ? {} : { category }) };
    void download.start({ pagename: DOWNLOAD_PAGES.templateList, filter });
  };

  async function remove(template: WhatsappTemplate) {
    const languages = (listed ?? []).filter((other) => other.name === template.name).map((other) => other.language);
    const confirmed = await showConfirm({
      title: t('waTemplates.delete.title'),
      message: t('waTemplates.delete.message', { name: template.name, languages: languages.join(', ') }),
      tone: 'warning',
      confirmLabel: t('waTemplates.delete.confirm'),
    });
    if (!confirmed) return;
    try {
      await removal.mutateAsync({ wabaId, name: template.name });
      notify.success(t('waTemplates.delete.done', { name: template.name }));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('waTemplates.delete.failed'));
    }
  }

  async function syncFromProvider() {
    try {
      const counts = await sync.mutateAsync(wabaId);
      notify.success(t('waTemplates.management.synced', counts));
    } catch (error) {
      notify.error(t('waTemplates.management.sync_failed', { message: error instanceof Error ? error.message : '' }));
    }
  }

  return (
    <PageFrame width="wide"
      titleId="template-management-title"
      title={t('waTemplates.management.title')}
      actions={
        <>
          <Button variant="outline" disabled={!wabaId || sync.isPending} aria-busy={sync.isPending} onClick={() => void syncFromProvider()}>
            {sync.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
            {sync.isPending ? t('waTemplates.management.syncing') : t('waTemplates.management.sync')}
          </Button>
          <Button variant="outline" disabled={download.busy || !rows.length} onClick={exportList}>
            <Download aria-hidden />
            {t('downloadCenter.export')}
          </Button>
          <Button asChild>
            <Link to={`${BASE}/create-template-message?waba=${encodeURIComponent(wabaId)}`}>
              <Plus aria-hidden />
              {t('waTemplates.management.create')}
            </Link>
          </Button>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1">
          <label htmlFor="template-waba" className="text-sm font-medium">
            {t('waTemplates.management.waba')}
          </label>
          <NativeSelect id="template-waba" value={wabaId} onChange={(event) => setParams({ waba: event.target.value })}>
            {(wabas.data ?? []).map((waba) => (
              <option key={waba.id} value={waba.id}>
                {`${waba.name} (${waba.id})`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor="template-status-filter" className="text-sm font-medium">
            {t('waTemplates.management.status')}
          </label>
          <NativeSelect id="template-status-filter" value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
            <option value="ALL">{t('waTemplates.management.all')}</option>
            {templateStatus.options.map((value) => (
              <option key={value} value={value}>
                {t(`waTemplates.statuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor="template-category-filter" className="text-sm font-medium">
            {t('waTemplates.columns.category')}
          </label>
          <NativeSelect id="template-category-filter" value={category} onChange={(event) => setCategory(event.target.value as typeof category)}>
            <option value="ALL">{t('waTemplates.management.all_categories')}</option>
            {templateCategory.options.map((value) => (
              <option key={value} value={value}>
                {t(`waTemplates.categories.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor="template-search" className="text-sm font-medium">
            {t('waTemplates.management.search')}
          </label>
          <Input id="template-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <label htmlFor="template-changed-from" className="text-sm font-medium">
            {t('waTemplates.management.changed_from')}
          </label>
          <Input id="template-changed-from" type="date" value={changedFrom} max={changedTo || undefined} aria-invalid={datesInvalid || undefined} aria-describedby={datesInvalid ? 'template-changed-invalid' : undefined} onChange={(event) => setChangedFrom(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <label htmlFor="template-changed-to" className="text-sm font-medium">
            {t('waTemplates.management.changed_to')}
          </label>
          <Input id="template-changed-to" type="date" value={changedTo} min={changedFrom || undefined} aria-invalid={datesInvalid || undefined} aria-describedby={datesInvalid ? 'template-changed-invalid' : undefined} onChange={(event) => setChangedTo(event.target.value)} />
        </div>
      </div>
      {datesInvalid ? (
        <p id="template-changed-invalid" role="alert" className="text-sm text-destructive">
          {t('waTemplates.management.changed_invalid')}
        </p>
      ) : null}
      {range && changed.data ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground" role="status">
          <span>{t('waTemplates.management.changed_summary', { count: changed.data.templates.length, ...changed.data.synced })}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setChangedFrom('');
              setChangedTo('');
            }}
          >
            {t('waTemplates.management.changed_clear')}
          </Button>
        </div>
      ) : null}
      <QueryBoundary query={list} failed={t('waTemplates.management.failed')}>
        {() =>
          rows.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t('waTemplates.management.empty')}</p>
          ) : (
            <ResourceTable
              label={t('waTemplates.management.title')}
              columns={columns}
              rows={shown}
              getRowId={(template) => String(template.sno)}
              rowData={(template) => ({ 'data-template': `${template.name}/${template.language}` })}
              actionsLabel={t('waTemplates.columns.actions')}
              actions={(template) => (
                <>
                  <IconTooltip label={t('waTemplates.actions.view', { name: template.name })}>
                    <Button asChild variant="ghost" size="icon-sm">
                      <Link to={`${BASE}/view-template-message/${template.sno}`}>
                        <Eye aria-hidden />
                      </Link>
                    </Button>
                  </IconTooltip>
                  <IconTooltip label={t('waTemplates.actions.edit', { name: template.name })}>
                    <Button asChild variant="ghost" size="icon-sm">
                      <Link to={`${BASE}/edit-template-message/${template.sno}`}>
                        <Pencil aria-hidden />
                      </Link>
                    </Button>
                  </IconTooltip>
                  <IconTooltip label={t('waTemplates.actions.copy', { name: template.name })}>
                    <Button asChild variant="ghost" size="icon-sm">
                      <Link to={`${BASE}/new-create-template-message?from=${template.sno}`}>
                        <Copy aria-hidden />
                      </Link>
                    </Button>
                  </IconTooltip>
                  <IconTooltip label={t('waTemplates.actions.history', { name: template.name })}>
                    <Button variant="ghost" size="icon-sm" onClick={() => setHistoryOf(template)}>
                      <History aria-hidden />
                    </Button>
                  </IconTooltip>
                  <IconTooltip label={t('waTemplates.actions.delete', { name: template.name })}>
                    <Button variant="ghost" size="icon-sm" onClick={() => void remove(template)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </IconTooltip>
                </>
              )}
            />
          )
        }
      </QueryBoundary>
      <nav aria-label={t('waTemplates.management.paging')} className="flex items-center justify-end gap-2 text-sm">
        <span>{t('waTemplates.management.page', { page, pages, total: rows.length })}</span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('waTemplates.management.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('waTemplates.management.next')}
        </Button>
      </nav>
      <HistoryDialog template={historyOf} onClose={() => setHistoryOf(null)} />
    </PageFrame>
  );
}
