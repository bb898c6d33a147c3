import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/ui/alert-dialog';
import { cn } from '@/ui/cn';
import { openDialog } from '../dialogs/dialog-host';

export type AttentionTone = 'info' | 'success' | 'warning' | 'error';

export interface AttentionOptions {
  title: string;
  message: string;
  tone?: AttentionTone;
  /** Defaults to 'OK'. */
  confirmLabel?: string;
  /** Shown only for confirmations; defaults to 'Cancel'. */
  cancelLabel?: string;
}

interface AttentionDialogProps extends AttentionOptions {
  /** Whether a Cancel button is offered (a confirmation) or only OK (an alert). */
  confirmation: boolean;
  onClose: (confirmed: boolean) => void;
}

const tones = {
  info: { Icon: Info, className: 'bg-info-soft text-info' },
  success: { Icon: CircleCheck, className: 'bg-success-soft text-success' },
  warning: { Icon: TriangleAlert, className: 'bg-warning-soft text-warning' },
  error: { Icon: CircleAlert, className: 'bg-destructive-soft text-destructive' },
} as const;

/** The in-page replacement of window.alert/confirm: an icon, a title, a message and OK (and Cancel). */
export function AttentionDialog({ title, message, tone = 'info', confirmLabel, cancelLabel, confirmation, onClose }: AttentionDialogProps) {
  const { t } = useTranslation();
  const { Icon, className } = tones[tone];
  return (
    <AlertDialog open onOpenChange={(open) => (open ? undefined : onClose(false))}>
      <AlertDialogContent>
        <AlertDialogHeader className="flex-row items-start gap-4">
          <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', className)}>
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="flex flex-col gap-2 pt-2">
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription className="whitespace-pre-line">{message}</AlertDialogDescription>
          </div>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {confirmation ? <AlertDialogCancel onClick={() => onClose(false)}>{cancelLabel ?? t('shell.alert.cancel')}</AlertDialogCancel> : null}
          <AlertDialogAction onClick={() => onClose(true)}>{confirmLabel ?? t('shell.alert.ok')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Shows an alert and resolves when it is acknowledged. Needs the DialogHost mounted. */
export function showAlert(options: AttentionOptions): Promise<void> {
  return openDialog<boolean>((close) => <AttentionDialog {...options} confirmation={false} onClose={close} />).then(() => undefined);
}

/** Shows a confirmation; resolves true for OK (or `confirmLabel`), false for Cancel or Escape. */
export function showConfirm(options: AttentionOptions): Promise<boolean> {
  return openDialog<boolean>((close) => <AttentionDialog {...options} confirmation onClose={close} />);
}

function SessionExpiredDialog({ onClose }: { onClose: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  return <AttentionDialog title={t('shell.alert.attention')} message={t('shell.alert.session_expired')} tone="info" confirmation={false} onClose={onClose} />;
}

/** 'Attention!' / 'Your session is expired!' with the info icon (spec §8). */
export function showSessionExpired(): Promise<void> {
  return openDialog<boolean>((close) => <SessionExpiredDialog onClose={close} />).then(() => undefined);
}
