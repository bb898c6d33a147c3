import type { ColumnDef } from '@tanstack/react-table';
import { saveFile } from '@/ui/save-file';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportJob } from '@/api/contracts/campaign-export';
import { notify } from '@/shell/feedback/notify';
import { ListPage } from '@/shell/page/list-page';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { Pager } from '@/ui/pager';
import { ResourceTable } from '@/ui/resource-table';
import { useFormat } from '@/ui/format';
import { FileName } from './file-name';
import { JobStatus } from './job-status';
import { PAGE_SIZE, useDownloads } from './queries/use-downloads';
import { useDeleteDownload } from './queries/use-delete-download';
import { useDownloadFile } from './queries/use-download-file';

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** spec §2 /download-center: the account's files, their progress, download and delete. */
export function DownloadCenterPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useDownloads(page);
  const remove = useDeleteDownload();
  const fetchFile = useDownloadFile();
  const [saving, setSaving] = useState<string | null>(null);
  const format = useFormat();
  const n = format.number;
  const columnLabel = (name: string) => t(`downloadCenter.columns.${name}`, { defaultValue: name });

  const save = async (job: ExportJob) => {
    setSaving(job.id);
    try {
      saveFile(job.fileName, await fetchFile(job.id));
    } catch {
      notify.error(t('downloadCenter.download_failed', { file: job.fileName }));
    } finally {
      setSaving(null);
    }
  };

  const drop = (job: ExportJob) =>
    remove.mutate(job.id, {
      onSuccess: () => notify.success(t('downloadCenter.deleted', { file: job.fileName })),
      onError: () => notify.error(t('downloadCenter.delete_failed', { file: job.fileName })),
    });

  const columns: ColumnDef<ExportJob>[] = [
    { id: 'name', header: t('downloadCenter.head.name'), cell: ({ row }) => <FileName name={row.original.fileName} />, meta: { className: 'min-w-48 font-medium break-words' } },
    { id: 'page', header: t('downloadCenter.head.page'), cell: ({ row }) => t(`downloadCenter.pages.${row.original.pageName}`, { defaultValue: row.original.pageName }), meta: { className: 'whitespace-nowrap' } },
    { id: 'columns', header: t('downloadCenter.head.columns'), cell: ({ row }) => row.original.columns.map(columnLabel).join(', '), meta: { className: 'min-w-40 text-xs' } },
    { id: 'type', header: t('downloadCenter.head.type'), cell: ({ row }) => t(`downloadCenter.type.${row.original.fileType}`) },
    {
      id: 'rows',
      header: t('downloadCenter.head.rows'),
      cell: ({ row: { original: job } }) => n(job.state === 'DONE' ? job.rowsDone : job.rowsTotal),
      meta: { className: 'text-end tabular-nums max-md:text-start', headClassName: 'text-end' },
    },
    {
      id: 'size',
      header: t('downloadCenter.head.size'),
      cell: ({ row: { original: job } }) => (job.state === 'DONE' ? format.fileSize(job.bytes) : '–'),
      meta: { className: 'text-end whitespace-nowrap tabular-nums max-md:text-start', headClassName: 'text-end' },
    },
    { id: 'by', header: t('downloadCenter.head.by'), cell: ({ row }) => row.original.userName },
    { id: 'when', header: t('downloadCenter.head.when'), cell: ({ row }) => format.date(row.original.createdOn), meta: { className: 'min-w-32' } },
    { id: 'status', header: t('downloadCenter.head.status'), cell: ({ row }) => <JobStatus job={row.original} /> },
  ];

  return (
    <ListPage
      titleId="download-center-title"
      title={t('downloadCenter.title')}
      lead={list.data ? t('downloadCenter.retention', { count: list.data.retentionDays }) : undefined}
      width="wide"
      query={list}
      failed={t('downloadCenter.load_failed')}
      saysOwnError={false}
      loading={t('downloadCenter.loading')}
      isEmpty={(data) => data.rows.length === 0}
      empty={t('downloadCenter.empty')}
      pager={(data) => (
        <Pager
          label={t('downloadCenter.pagination')}
          status={t('downloadCenter.page_info', { page: n(page), pages: n(pagesOf(data.total)), count: data.total })}
          page={page}
          pages={pagesOf(data.total)}
          onPage={setPage}
          previous={t('downloadCenter.previous')}
          next={t('downloadCenter.next')}
        />
      )}
    >
      {(data) => (
        <ResourceTable
          label={t('downloadCenter.table_label')}
          testId="download-jobs"
          columns={columns}
          rows={data.rows}
          getRowId={(job) => job.id}
          rowData={(job) => ({ 'data-job': job.id, 'data-state': job.state })}
          actionsLabel={t('downloadCenter.head.actions')}
          actions={(job) => (
            <>
              <Button variant="ghost" size="icon-sm" disabled={job.state !== 'DONE' || saving === job.id} aria-label={t('downloadCenter.download', { file: job.fileName })} onClick={() => void save(job)}>
                {saving === job.id ? <Spinner size="sm" label={t('downloadCenter.saving')} /> : <Download aria-hidden />}
              </Button>
              <Button variant="ghost" size="icon-sm" disabled={remove.isPending && remove.variables === job.id} aria-label={t('downloadCenter.delete', { file: job.fileName })} onClick={() => drop(job)}>
                <Trash2 aria-hidden />
              </Button>
            </>
          )}
        />
      )}
    </ListPage>
  );
}
