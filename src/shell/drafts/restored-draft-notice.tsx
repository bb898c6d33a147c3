import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useFormat } from '@/ui/format';

export interface RestoredDraftNoticeProps {
  savedAt: number;
  onDiscard: () => void;
  /** The wizard's own sentence for the formatted time of the kept copy; a general one otherwise. */
  text?: (when: string) => string;
}

/** Says the wizard reopened with work kept in this browser, and offers to start over instead. */
export function RestoredDraftNotice({ savedAt, onDiscard, text }: RestoredDraftNoticeProps) {
  const { t } = useTranslation();
  const when = useFormat().date(savedAt);
  return (
    <Alert variant="info">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{text ? text(when) : t('drafts.restored', { when })}</span>
        <Button type="button" variant="outline" size="sm" onClick={onDiscard}>
          {t('drafts.discard')}
        </Button>
      </div>
    </Alert>
  );
}
