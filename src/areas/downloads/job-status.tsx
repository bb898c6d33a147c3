import { useTranslation } from 'react-i18next';
import type { ExportJob } from '@/api/contracts/campaign-export';
import { Badge } from '@/ui/badge';
import { useFormat } from '@/ui/format';

const VARIANT = { QUEUED: 'neutral', RUNNING: 'info', DONE: 'success', FAILED: 'destructive', EXPIRED: 'warning' } as const;

/** A job's state in words; while preparing, a progress bar and the rows done; when failed, why. */
export function JobStatus({ job }: { job: ExportJob }) {
  const { t } = useTranslation();
  const n = useFormat().number;
  return (
    <div className="grid min-w-40 gap-1">
      <Badge variant={VARIANT[job.state]}>{t(`downloadCenter.state.${job.state}`)}</Badge>
      {job.state === 'RUNNING' ? (
        <>
          <progress className="h-2 w-full accent-primary" aria-label={t('downloadCenter.progress_label', { file: job.fileName })} max={Math.max(job.rowsTotal, 1)} value={job.rowsDone} />
          <span className="text-xs text-muted-foreground tabular-nums">{t('downloadCenter.rows_progress', { done: n(job.rowsDone), total: n(job.rowsTotal) })}</span>
        </>
      ) : null}
      {job.state === 'FAILED' && job.error ? <span className="text-xs text-destructive">{job.error}</span> : null}
    </div>
  );
}
