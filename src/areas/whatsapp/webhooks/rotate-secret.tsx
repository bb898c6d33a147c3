import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_PREVIOUS_SIGNATURE_HEADER, WEBHOOK_SECRET_GRACE_HOURS, type WebhookRule, type WebhookRuleWithSecret } from '@/api/contracts/webhook-rules';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { SecretDialog } from './secret-dialog';
import { useRotateSecret } from './queries/use-rotate-secret';
import { useFormat } from '@/ui/format';

export function useDateTime() {
  const format = useFormat();
  return (iso: string) => format.date(iso);
}

/** Rotates a rule's secret after a confirmation that says what the grace period does, then shows the new secret to copy. */
export function RotateSecretButton({ rule }: { rule: WebhookRule }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const rotation = useRotateSecret();
  const [rotated, setRotated] = useState<WebhookRuleWithSecret | null>(null);

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
      {rotated ? (
        <SecretDialog
          title={t('webhookConfig.rotate.done_title')}
          message={t('webhookConfig.rotate.done_message', { until: rotated.previousSecretUntil ? dateTime(rotated.previousSecretUntil) : '' })}
          header={WEBHOOK_PREVIOUS_SIGNATURE_HEADER}
          secret={rotated.secret}
          onClose={() => setRotated(null)}
        />
      ) : null}
    </>
  );
}
