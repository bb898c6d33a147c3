import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_PREVIOUS_SIGNATURE_HEADER, WEBHOOK_SECRET_GRACE_HOURS, type WebhookRule } from '@/api/contracts/webhook-rules';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Label } from '@/ui/label';
import { useRotateSecret } from './webhook-api';

export function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Rotates a rule's secret after a confirmation that says what the grace period does, then shows the new secret to copy. */
export function RotateSecretButton({ rule }: { rule: WebhookRule }) {
  const { t } = useTranslation();
  const rotation = useRotateSecret();
  const [rotated, setRotated] = useState<WebhookRule | null>(null);

  async function rotate() {
    const confirmed = await showConfirm({
      title: t('webhookConfig.rotate.confirm_title'),
      message: t('webhookConfig.rotate.confirm_message', { url: rule.url, hours: WEBHOOK_SECRET_GRACE_HOURS, header: WEBHOOK_PREVIOUS_SIGNATURE_HEADER }),
      tone: 'warning',
      confirmLabel: t('webhookConfig.rotate.confirm'),
    });
    if (!confirmed) return;
    try {
      setRotated(await rotation.mutateAsync(rule.ruleId));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('webhookConfig.rotate.failed'));
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" aria-label={t('webhookConfig.rotate.action_label', { url: rule.url })} disabled={rotation.isPending} onClick={() => void rotate()}>
        <KeyRound aria-hidden />
        {t('webhookConfig.rotate.action')}
      </Button>
      {rotated ? <NewSecretDialog rule={rotated} onClose={() => setRotated(null)} /> : null}
    </>
  );
}

function NewSecretDialog({ rule, onClose }: { rule: WebhookRule; onClose(): void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(rule.secret);
      notify.success(t('webhookConfig.rotate.copied'));
    } catch {
      notify.error(t('webhookConfig.rotate.failed'));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('webhookConfig.rotate.done_title')}</DialogTitle>
          <DialogDescription>
            {/* Plain text and a separate <code>: react-i18next's Trans would grow the chunk the sign-in page loads. */}
            {t('webhookConfig.rotate.done_message', { until: rule.previousSecretUntil ? dateTime(rule.previousSecretUntil) : '' })}{' '}
            <code dir="ltr" className="font-mono text-xs whitespace-nowrap">
              {WEBHOOK_PREVIOUS_SIGNATURE_HEADER}
            </code>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1">
          <Label htmlFor="webhook-new-secret">{t('webhookConfig.form.secret')}</Label>
          <textarea
            id="webhook-new-secret"
            readOnly
            dir="ltr"
            rows={2}
            value={rule.secret}
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
