import type { ColumnDef } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportJob } from '@/api/contracts/campaign-export';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ResourceTable } from '@/ui/resource-table';
import { PageFrame } from '@/shell/page/page-frame';
import { saveFile } from '@/ui/save-file';
import type { CustomerMedia } from '@/api/contracts/whatsapp-accounts-more';
import { useLoadCustomerMedia } from './queries/use-customer-media-file';
import { useExportFile } from './queries/use-export-file';
import { usePendingDownloads } from './queries/use-pending-downloads';
import { useSandboxRunning } from './queries/use-sandbox-running';
import { CustomerMediaList } from './customer-media-list';
import { SandboxCustomerFile } from './sandbox-customer-file';
import { useFormat } from '@/ui/format';

const BADGE: Record<ExportJob['state'], 'neutral' | 'info' | 'success' | 'destructive' | 'warning'> = { QUEUED: 'neutral', RUNNING: 'info', DONE: 'success', FAILED: 'destructive', EXPIRED: 'warning' };

function Progress({ job }: { job: ExportJob }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (job.state === 'FAILED') return <span className="text-xs text-destructive">{job.error ?? ''}</span>;
  if (!job.rowsTotal) return <span className="text-xs text-muted-foreground">{t('waAccountsMore.pending.waiting')}</span>;
  return (
    <span className="text-xs text-muted-foreground">
      {t('waAccountsMore.pending.rows', { done: format.number(job.rowsDone), total: format.number(job.rowsTotal) })}
    </span>
  );
}

/** pending-download-list: exports still being prepared (and just finished), and files customers sent, each with download when ready. */
export function PendingDownloadPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const pending = usePendingDownloads();
  const fetchExport = useExportFile();
  const loadMedia = useLoadCustomerMedia();
  const sandbox = useSandboxRunning();
  const [busy, setBusy] = useState<string | null>(null);
  const save = async (key: string, fileName: string, load: () => Promise<Blob>) => {
    setBusy(key);
    try {
      saveFile(fileName, await load());
      void pending.refetch();
    } catch {
      notify.error(t('waAccountsMore.pending.download_failed'));
    } finally {
      setBusy(null);
    }
  };
  const download = (job: ExportJob) => save(job.id, job.fileName, () => fetchExport(job.id));
  const downloadMedia = (item: CustomerMedia) => void save(item.mediaId, item.fileName, () => loadMedia(item.mediaId));
  // The tab opens within the click (a tab opened after the fetch would be a blocked pop-up) and shows the PDF once it came.
  const openMedia = async (item: CustomerMedia) => {
    const tab = window.open('', '_blank');
    setBusy(item.mediaId);
    try {
      const url = URL.createObjectURL(new Blob([await loadMedia(item.mediaId)], { type: 'application/pdf' }));
      if (tab) tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      void pending.refetch();
    } catch {
      tab?.close();
      notify.error(t('waAccountsMore.pending.download_failed'));
    } finally {
      setBusy(null);
    }
  };
  const exports = pending.data?.exports;
  const columns: ColumnDef<ExportJob>[] = [
    { id: 'file', header: t('waAccountsMore.pending.file'), cell: ({ row }) => row.original.fileName, meta: { className: 'break-all font-medium', dir: 'ltr' } },
    {
      id: 'requested',
      header: t('waAccountsMore.pending.requested'),
      cell: ({ row }) => (
        <>
          {format.date(row.original.createdOn)}
          <div className="text-xs text-muted-foreground">{row.original.userName}</div>
        </>
      ),
      meta: { className: 'whitespace-nowrap' },
    },
    { id: 'state', header: t('waAccountsMore.pending.state'), cell: ({ row }) => <Badge variant={BADGE[row.original.state]}>{t(`waAccountsMore.pending.states.${row.original.state}`)}</Badge> },
    { id: 'progress', header: t('waAccountsMore.pending.progress'), cell: ({ row }) => <Progress job={row.original} /> },
  ];
  const waiting = exports?.filter((job) => job.state === 'QUEUED' || job.state === 'RUNNING').length ?? 0;
  return (
    <PageFrame titleId="pending-title" title={t('waAccountsMore.pending.title')} lead={t('waAccountsMore.pending.lead')}>
      <h2 id="exports-title" className="text-base font-semibold">
        {t('waAccountsMore.pending.exports_title')}
      </h2>
      <p className="text-sm" aria-live="polite">
        {exports ? t('waAccountsMore.pending.summary', { count: waiting }) : null}
      </p>
      {exports?.length ? (
        <ResourceTable
          label={t('waAccountsMore.pending.exports_title')}
          columns={columns}
          rows={exports}
          getRowId={(job) => job.id}
          actionsLabel={t('waAccountsMore.pending.download')}
          actions={(job) =>
            job.state === 'DONE' ? (
              <Button size="sm" variant="outline" disabled={busy === job.id} onClick={() => void download(job)} aria-label={t('waAccountsMore.pending.download_file', { file: job.fileName })}>
                <Download aria-hidden />
                {t('waAccountsMore.pending.download')}
              </Button>
            ) : null
          }
        />
      ) : (
        <Card className="p-6 text-center text-sm text-muted-foreground">{pending.isError ? t('waAccountsMore.load_failed') : t('waAccountsMore.pending.none')}</Card>
      )}
      <CustomerMediaList media={pending.data?.media ?? []} busy={busy} onDownload={downloadMedia} onOpen={(item) => void openMedia(item)} />
      {sandbox.data ? <SandboxCustomerFile /> : null}
    </PageFrame>
  );
}
