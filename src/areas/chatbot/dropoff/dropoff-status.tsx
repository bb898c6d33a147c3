import { useTranslation } from 'react-i18next';
import type { DropoffResponse } from '@/api/contracts/chatbot';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';

interface DropoffStatusProps {
  figures: DropoffResponse | undefined;
  pending: boolean;
  failed: boolean;
}

/** What the drop-off overlay shows, in words: loading, a failure, not published, no conversations yet, or what it covers. */
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
  const version = figures.published_version;
  return (
    <Alert variant="info" data-testid="dropoff-summary" className="rounded-none border-x-0 border-t-0">
      {version === null
        ? t('chatbot.dropoff.unpublished')
        : figures.conversations === 0
          ? t('chatbot.dropoff.empty', { version })
          : t('chatbot.dropoff.summary', { version, count: figures.conversations })}
    </Alert>
  );
}
