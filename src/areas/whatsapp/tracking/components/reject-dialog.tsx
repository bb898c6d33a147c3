import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';

const MAX_REASON = 500;

interface RejectDialogProps {
  campaignName: string;
  busy: boolean;
  onReject(reason: string): void;
  onClose(): void;
}

/** Reject with a reason the maker will read; the reason is required (the server refuses an empty one too). A refusal leaves the dialog and the typed reason in place. */
export function RejectDialog({ campaignName, busy, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing) onReject(reason.trim());
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('waTrack.close')}>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('waTrack.reject.title')}</DialogTitle>
            <DialogDescription>{t('waTrack.reject.description', { name: campaignName })}</DialogDescription>
          </DialogHeader>
          <FormField label={t('waTrack.reject.reason')} error={touched && missing ? t('waTrack.reject.reason_required') : undefined}>
            <textarea
              className="min-h-24 w-full rounded-md border border-input bg-surface px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive"
              maxLength={MAX_REASON}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('waTrack.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {t('waTrack.reject.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
