import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportJob } from '@/api/contracts/campaign-export';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { useFormat } from '@/ui/format';
import { FileName } from './file-name';
import { JobStatus } from './job-status';
import { PAGE_SIZE, useDownloads } from './queries/use-downloads';
import { useDeleteDownload } from './queries/use-delete-download';
import { useDownloadFile } from './queries/use-download-file';

/** Saves a fetched file under its name through a temporary link. */
function saveBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** spec §2 /download-center: the account's files, their progress, download and delete. */
export function DownloadCenterPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useDownloads(page);
  const remove = useDeleteDownload();
  const fetchFile = useDownloadFile();
  const [saving, setSaving] = useState<string | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const format = useFormat();
  const n = format.number;
  const columnLabel = (name: string) => t(`downloadCenter.columns.${name}`, { defaultValue: name });

  const save = async (job: ExportJob) => {
    setSaving(job.id);
    try {
      saveBlob(job.fileName, await fetchFile(job.id));
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

  return (
    <section className="mx-auto flex w-full min-w-0 max-w-7xl flex-col gap-4 p-4 md:p-6" aria-labelledby="download-center-title">
      <div className="flex flex-col gap-1">
        <h1 id="download-center-title" className="text-2xl font-semibold">
          {t('downloadCenter.title')}
        </h1>
        {list.data ? <p className="text-sm text-muted-foreground">{t('downloadCenter.retention', { count: list.data.retentionDays })}</p> : null}
      </div>
      {list.isPending ? <Spinner label={t('downloadCenter.loading')} showLabel /> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('downloadCenter.load_failed')}
        </p>
      ) : null}
      {list.data && list.data.rows.length === 0 ? (
        <Card className="items-center p-8 text-center">
          <p className="text-muted-foreground">{t('downloadCenter.empty')}</p>
        </Card>
      ) : null}
      {list.data && list.data.rows.length > 0 ? (
        <>
          <Table aria-label={t('downloadCenter.table_label')} data-testid="download-jobs" stacked>
            <TableHeader>
              <TableRow>
                <TableHead>{t('downloadCenter.head.name')}</TableHead>
                <TableHead>{t('downloadCenter.head.page')}</TableHead>
                <TableHead>{t('downloadCenter.head.columns')}</TableHead>
                <TableHead>{t('downloadCenter.head.type')}</TableHead>
                <TableHead className="text-end">{t('downloadCenter.head.rows')}</TableHead>
                <TableHead className="text-end">{t('downloadCenter.head.size')}</TableHead>
                <TableHead>{t('downloadCenter.head.by')}</TableHead>
                <TableHead>{t('downloadCenter.head.when')}</TableHead>
                <TableHead>{t('downloadCenter.head.status')}</TableHead>
                <TableHead pinned>{t('downloadCenter.head.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.rows.map((job) => (
                <TableRow key={job.id} data-job={job.id} data-state={job.state}>
                  <TableCell label={t('downloadCenter.head.name')} className="min-w-48 font-medium break-words">
                    <FileName name={job.fileName} />
                  </TableCell>
                  <TableCell label={t('downloadCenter.head.page')} className="whitespace-nowrap">{t(`downloadCenter.pages.${job.pageName}`, { defaultValue: job.pageName })}</TableCell>
                  <TableCell label={t('downloadCenter.head.columns')} className="min-w-40 text-xs">{job.columns.map(columnLabel).join(', ')}</TableCell>
                  <TableCell label={t('downloadCenter.head.type')}>{t(`downloadCenter.type.${job.fileType}`)}</TableCell>
                  <TableCell label={t('downloadCenter.head.rows')} className="text-end tabular-nums max-md:text-start">{n(job.state === 'DONE' ? job.rowsDone : job.rowsTotal)}</TableCell>
                  <TableCell label={t('downloadCenter.head.size')} className="text-end whitespace-nowrap tabular-nums max-md:text-start">{job.state === 'DONE' ? format.fileSize(job.bytes) : '–'}</TableCell>
                  <TableCell label={t('downloadCenter.head.by')}>{job.userName}</TableCell>
                  <TableCell label={t('downloadCenter.head.when')} className="min-w-32">
                    {format.date(job.createdOn)}
                  </TableCell>
                  <TableCell label={t('downloadCenter.head.status')}>
                    <JobStatus job={job} />
                  </TableCell>
                  <TableCell pinned className="max-md:border-t max-md:pt-2">
                    <div className="flex gap-1">
                      <Button variant="ghost" size="icon-sm" disabled={job.state !== 'DONE' || saving === job.id} aria-label={t('downloadCenter.download', { file: job.fileName })} onClick={() => void save(job)}>
                        {saving === job.id ? <Spinner size="sm" label={t('downloadCenter.saving')} /> : <Download aria-hidden />}
                      </Button>
                      <Button variant="ghost" size="icon-sm" disabled={remove.isPending && remove.variables === job.id} aria-label={t('downloadCenter.delete', { file: job.fileName })} onClick={() => drop(job)}>
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <nav className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-label={t('downloadCenter.pagination')}>
            <span>{t('downloadCenter.page_info', { page: n(page), pages: n(pages), count: list.data.total })}</span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('downloadCenter.previous')}
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('downloadCenter.next')}
              </Button>
            </div>
          </nav>
        </>
      ) : null}
    </section>
  );
}
