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
}

/** Leaving the send wizard with work not sent: stay (focused first), leave with the draft kept, or discard it. */
export function LeaveWizardDialog({ open, onStay, onLeave, onDiscardAndLeave, onCloseFocus }: LeaveWizardDialogProps) {
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
          <AlertDialogTitle>{t('waSend.draft.leave_title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('waSend.draft.leave_body')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('waSend.draft.stay')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'outline' })} onClick={onDiscardAndLeave}>
            {t('waSend.draft.discard_and_leave')}
          </AlertDialogAction>
          <AlertDialogAction onClick={onLeave}>{t('waSend.draft.keep_and_leave')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
