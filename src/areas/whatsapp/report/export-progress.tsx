import { useTranslation } from 'react-i18next';
import type { ExportJob } from '@/api/contracts/campaign-export';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { formatCount } from './report-format';
import type { ExportPhase } from './use-campaign-export';

/** The export job's progress as text and a progress bar, announced politely; the outcome, and the file again. */
export function ExportProgress({ phase, job, jobError, onDownloadAgain }: { phase: ExportPhase; job: ExportJob | undefined; jobError: boolean; onDownloadAgain: () => void }) {
  const { t, i18n } = useTranslation();
  if (phase.kind === 'idle') return null;
  if (phase.kind === 'error') return <Alert variant="destructive">{phase.message}</Alert>;
  if (jobError) return <Alert variant="destructive">{t('waReport.export.progress_failed')}</Alert>;
  const n = (value: number) => formatCount(value, i18n.language);
  if (job?.state === 'FAILED') return <Alert variant="destructive">{t('waReport.export.job_failed', { error: job.error ?? '' })}</Alert>;
  const done = job?.state === 'DONE';
  return (
    <div className="grid gap-2 rounded-lg border bg-surface p-3 text-sm" data-testid="export-progress">
      <p role="status" aria-live="polite">
        {!job
          ? t('waReport.export.starting')
          : done
            ? t('waReport.export.done', { file: job.fileName, rows: n(job.rowsDone) })
            : t('waReport.export.preparing', { done: n(job.rowsDone), total: n(job.rowsTotal) })}
      </p>
      <progress className="h-2 w-full accent-primary" aria-label={t('waReport.export.progress_label')} max={Math.max(job?.rowsTotal ?? 0, 1)} value={done ? Math.max(job.rowsTotal, 1) : (job?.rowsDone ?? 0)} />
      {done ? (
        <Button variant="outline" size="sm" className="w-fit" onClick={onDownloadAgain}>
          {t('waReport.export.download_again')}
        </Button>
      ) : null}
    </div>
  );
}
