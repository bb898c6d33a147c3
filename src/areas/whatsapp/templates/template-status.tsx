import { useTranslation } from 'react-i18next';
import type { TemplateQuality, TemplateStatus } from '@/api/contracts/whatsapp-template';
import { Badge } from '@/ui/badge';

const statusTone: Partial<Record<TemplateStatus, 'success' | 'warning' | 'destructive' | 'info' | 'neutral'>> = {
  APPROVED: 'success',
  PENDING: 'info',
  REJECTED: 'destructive',
  PAUSED: 'warning',
  DISABLED: 'destructive',
  FLAGGED: 'warning',
};

export function StatusBadge({ status }: { status: TemplateStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={statusTone[status] ?? 'neutral'} data-status={status}>
      {t(`waTemplates.statuses.${status}`)}
    </Badge>
  );
}

const qualityTone: Record<TemplateQuality, 'success' | 'warning' | 'destructive' | 'neutral'> = { GREEN: 'success', YELLOW: 'warning', RED: 'destructive', UNKNOWN: 'neutral' };

export function QualityBadge({ quality }: { quality: TemplateQuality }) {
  const { t } = useTranslation();
  return <Badge variant={qualityTone[quality]}>{t(`waTemplates.quality.${quality}`)}</Badge>;
}
