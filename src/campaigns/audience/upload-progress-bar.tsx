import { useTranslation } from 'react-i18next';
import type { UploadProgress } from './upload-in-chunks';
import { useFormat } from '@/ui/format';

/** The audience going up to the server, chunk by chunk (a WhatsApp or an RCS campaign's file). */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = progress.rowsTotal > 0 ? Math.round((progress.rowsSent / progress.rowsTotal) * 100) : 0;
  const text = t('campaigns.audience.uploading', { sent: format.number(progress.rowsSent), total: format.number(progress.rowsTotal) });
  return (
    <div className="grid gap-1">
      <div role="progressbar" aria-label={t('campaigns.audience.uploading_label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text} className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
