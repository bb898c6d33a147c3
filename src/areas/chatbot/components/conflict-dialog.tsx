import { useTranslation } from 'react-i18next';
import { openDialog } from '@/shell/dialogs/dialog-host';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { useFormat } from '@/ui/format';

export type ConflictChoice = 'reload' | 'overwrite' | undefined;

interface ConflictDialogProps {
  updatedBy: string;
  updatedOn: string;
  onClose: (choice: ConflictChoice) => void;
}

function ConflictDialog({ updatedBy, updatedOn, onClose }: ConflictDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(undefined))}>
      <DialogContent closeLabel={t('chatbot.common.close')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('chatbot.editor.conflict_title')}</DialogTitle>
          <DialogDescription>{t('chatbot.editor.conflict_message', { user: updatedBy, time: format.date(updatedOn) })}</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 ps-5 text-sm">
          <li>{t('chatbot.editor.conflict_reload_hint')}</li>
          <li>{t('chatbot.editor.conflict_overwrite_hint')}</li>
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={() => onClose(undefined)}>
            {t('chatbot.common.cancel')}
          </Button>
          <Button variant="secondary" onClick={() => onClose('reload')}>
            {t('chatbot.editor.reload')}
          </Button>
          <Button variant="destructive" onClick={() => onClose('overwrite')}>
            {t('chatbot.editor.overwrite')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Someone saved the flow meanwhile: take their document (ours stays in the browser) or save ours over it. */
export function askConflict(props: Omit<ConflictDialogProps, 'onClose'>): Promise<ConflictChoice> {
  return openDialog<ConflictChoice>((close) => <ConflictDialog {...props} onClose={close} />);
}
