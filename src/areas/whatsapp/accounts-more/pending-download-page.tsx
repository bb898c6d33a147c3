import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportJob } from '@/api/contracts/campaign-export';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { AccountsPageFrame } from '../accounts/accounts-page-frame';
import { saveBlob } from '../report/report-format';
import { useDownloadFile, usePendingDownloads } from './accounts-more-api';

const BADGE: Record<ExportJob['state'], 'neutral' | 'info' | 'success' | 'destructive' | 'warning'> = { QUEUED: 'neutral', RUNNING: 'info', DONE: 'success', FAILED: 'destructive', EXPIRED: 'warning' };

function Progress({ job }: { job: ExportJob }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  if (job.state === 'FAILED') return <span className="text-xs text-destructive">{job.error ?? ''}</span>;
  if (!job.rowsTotal) return <span className="text-xs text-muted-foreground">{t('waAccountsMore.pending.waiting')}</span>;
  return (
    <span className="text-xs text-muted-foreground">
      {t('waAccountsMore.pending.rows', { done: number.format(job.rowsDone), total: number.format(job.rowsTotal) })}
    </span>
  );
}

/** pending-download-list: exports still being prepared, and those just finished, with download when ready. */
export function PendingDownloadPage() {
  const { t, i18n } = useTranslation();
  const pending = usePendingDownloads();
  const fetchFile = useDownloadFile();
  const [busy, setBusy] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const download = async (job: ExportJob) => {
    setBusy(job.id);
    try {
      saveBlob(job.fileName, await fetchFile(job.id));
    } catch {
      notify.error(t('waAccountsMore.pending.download_failed'));
    } finally {
      setBusy(null);
    }
  };
  const waiting = pending.data?.filter((job) => job.state === 'QUEUED' || job.state === 'RUNNING').length ?? 0;
  return (
    <AccountsPageFrame titleId="pending-title" title={t('waAccountsMore.pending.title')} lead={t('waAccountsMore.pending.lead')}>
      <p className="text-sm" aria-live="polite">
        {pending.data ? t('waAccountsMore.pending.summary', { count: waiting }) : null}
      </p>
      {pending.data?.length ? (
        <Card className="overflow-x-auto p-0">
          <Table aria-labelledby="pending-title">
            <TableHeader>
              <TableRow>
                <TableHead>{t('waAccountsMore.pending.file')}</TableHead>
                <TableHead>{t('waAccountsMore.pending.requested')}</TableHead>
                <TableHead>{t('waAccountsMore.pending.state')}</TableHead>
                <TableHead>{t('waAccountsMore.pending.progress')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('waAccountsMore.pending.download')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {pending.data.map((job) => (
                <TableRow key={job.id}>
                  <TableCell className="break-all font-medium" dir="ltr">
                    {job.fileName}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {when.format(new Date(job.createdOn))}
                    <div className="text-xs text-muted-foreground">{job.userName}</div>
                  </TableCell>
                  <TableCell>
                    <Badge variant={BADGE[job.state]}>{t(`waAccountsMore.pending.states.${job.state}`)}</Badge>
                  </TableCell>
                  <TableCell>
                    <Progress job={job} />
                  </TableCell>
                  <TableCell>
                    {job.state === 'DONE' ? (
                      <Button size="sm" variant="outline" disabled={busy === job.id} onClick={() => void download(job)} aria-label={t('waAccountsMore.pending.download_file', { file: job.fileName })}>
                        <Download aria-hidden />
                        {t('waAccountsMore.pending.download')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      ) : (
        <Card className="p-6 text-center text-sm text-muted-foreground">{pending.isError ? t('waAccountsMore.load_failed') : t('waAccountsMore.pending.none')}</Card>
      )}
    </AccountsPageFrame>
  );
}
