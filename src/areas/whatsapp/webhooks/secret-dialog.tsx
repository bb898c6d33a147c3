import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Label } from '@/ui/label';

interface SecretDialogProps {
  title: string;
  /** What to do with it, ending in the header it verifies (shown as code). */
  message: string;
  header: string;
  secret: string;
  onClose(): void;
}

/**
 * A rule's signing secret, shown this once (after create or a rotation) to copy: the server never
 * sends it again, and the rule shows only its last 4 characters from then on.
 */
export function SecretDialog({ title, message, header, secret, onClose }: SecretDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t('webhookConfig.rotate.copied'));
    } catch {
      notify.error(t('webhookConfig.rotate.failed'));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {/* Plain text and a separate <code>: react-i18next's Trans would grow the chunk the sign-in page loads. */}
            {message}{' '}
            <code dir="ltr" className="font-mono text-xs whitespace-nowrap">
              {header}
            </code>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1">
          <Label htmlFor={id}>{t('webhookConfig.form.secret')}</Label>
          <textarea
            id={id}
            readOnly
            dir="ltr"
            rows={2}
            value={secret}
            className="w-full resize-none rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all"
            onFocus={(event) => event.target.select()}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden />
            {t('webhookConfig.rotate.copy')}
          </Button>
          <Button onClick={onClose}>{t('webhookConfig.rotate.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
