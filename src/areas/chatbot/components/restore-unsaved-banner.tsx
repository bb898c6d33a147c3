import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useFormat } from '@/ui/format';

interface RestoreUnsavedBannerProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back edits kept in the browser after a reload, a crash or a save that did not go through. */
export function RestoreUnsavedBanner({ savedAt, onRestore, onDiscard }: RestoreUnsavedBannerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Alert variant="warning" className="rounded-none border-x-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1">{t('chatbot.editor.restore_unsaved', { time: format.date(savedAt) })}</span>
        <Button size="sm" onClick={onRestore}>
          {t('chatbot.editor.restore')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {t('chatbot.editor.discard')}
        </Button>
      </div>
    </Alert>
  );
}
