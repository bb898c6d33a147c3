import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { deliveryProgress, formatContinuesAt } from '../tracking-logic';
import { useFormat } from '@/ui/format';

/**
 * A campaign's live progress: a bar of the share with an outcome, then sent, delivered, read and
 * failed, what waits (for the 24-hour limit, the send window or the provider) and when sending continues by itself.
 */
export function DeliveryFigures({ row, compact = false }: { row: Pick<TrackedCampaign, 'name' | 'funnel' | 'continuesAt' | 'continuesFor'>; compact?: boolean }) {
  const { t } = useTranslation();
  const progress = deliveryProgress(row.funnel, row.continuesAt, row.continuesFor);
  const format = useFormat();
  const figures: [string, number][] = [
    ['sent', progress.sent],
    ['delivered', progress.delivered],
    ['read', progress.read],
    ['failed', progress.failed],
  ];
  if (!compact) figures.push([`waiting.${progress.waitingFor ?? 'limit'}`, progress.waiting], ['queued', progress.queued]);
  return (
    <div className={compact ? 'grid gap-2 md:min-w-40' : 'grid gap-2 md:min-w-56'}>
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={t('waTrack.delivery.progress_of', { name: row.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percentDone}
          aria-valuetext={t('waTrack.delivery.progress_text', { percent: progress.percentDone, total: format.number(progress.total) })}
          className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress.percentDone}%` }} />
        </div>
        <span className="text-xs tabular-nums text-muted-foreground">{t('waTrack.delivery.percent', { percent: progress.percentDone })}</span>
      </div>
      {/* Label over number, and as many columns as fit: side by side in fixed columns, "Delivered 1,945" ran into "Read". */}
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-x-4 gap-y-1 text-xs">
        {figures.map(([key, value]) => (
          <div key={key} className="grid min-w-0">
            <dt className="break-words text-muted-foreground">{t(`waTrack.delivery.${key}`)}</dt>
            <dd className="font-medium tabular-nums">{format.number(value)}</dd>
          </div>
        ))}
      </dl>
      {row.continuesAt ? (
        <p className="flex items-center gap-1 text-xs font-medium text-warning">
          <Clock className="size-3" aria-hidden />
          {t('waTrack.delivery.continues_at', { time: formatContinuesAt(row.continuesAt, format) })}
        </p>
      ) : null}
    </div>
  );
}
