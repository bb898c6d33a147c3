import { useTranslation } from 'react-i18next';
import type { DropoffResponse } from '@/api/contracts/chatbot';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';

interface DropoffStatusProps {
  figures: DropoffResponse | undefined;
  pending: boolean;
  failed: boolean;
}

/** What the drop-off overlay shows, in words: loading, a failure, no conversations yet, or how many it covers. */
export function DropoffStatus({ figures, pending, failed }: DropoffStatusProps) {
  const { t } = useTranslation();
  if (pending) return <Spinner label={t('chatbot.dropoff.loading')} showLabel className="px-3 py-2" />;
  if (failed || !figures) {
    return (
      <Alert variant="destructive" className="rounded-none border-x-0 border-t-0">
        {t('chatbot.dropoff.failed')}
      </Alert>
    );
  }
  return (
    <Alert variant="info" data-testid="dropoff-summary" className="rounded-none border-x-0 border-t-0">
      {figures.conversations === 0 ? t('chatbot.dropoff.empty') : t('chatbot.dropoff.summary', { count: figures.conversations })}
    </Alert>
  );
}
