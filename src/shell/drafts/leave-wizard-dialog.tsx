import { useTranslation } from 'react-i18next';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/ui/alert-dialog';
import { buttonVariants } from '@/ui/button';

export interface LeaveWizardDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  onDiscardAndLeave: () => void;
  /** Called as the dialog closes, to put focus back where it was. */
  onCloseFocus: () => void;
  /** The wizard's own question and explanation; a general one otherwise. */
  title?: string;
  body?: string;
}

/** Leaving a wizard with work not saved: stay (focused first), leave with the draft kept, or discard it. */
export function LeaveWizardDialog({ open, onStay, onLeave, onDiscardAndLeave, onCloseFocus, title, body }: LeaveWizardDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? t('drafts.leave_title')}</AlertDialogTitle>
          <AlertDialogDescription>{body ?? t('drafts.leave_body')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('drafts.stay')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'outline' })} onClick={onDiscardAndLeave}>
            {t('drafts.discard_and_leave')}
          </AlertDialogAction>
          <AlertDialogAction onClick={onLeave}>{t('drafts.keep_and_leave')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
