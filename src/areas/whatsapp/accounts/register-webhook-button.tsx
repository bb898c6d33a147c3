import { Loader2, Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { useRegisterWebhook } from './use-register-webhook';

/**
 * Points one WABA's webhooks at this server (a WABA whose messages or statuses stopped arriving), or with
 * `number` only that number's (Meta's per-number override, which wins over the WABA's); says where, or why not.
 */
export function RegisterWebhookButton({ wabaId, wabaName, number }: { wabaId: string; wabaName: string; number?: { id: string; displayNumber: string } }) {
  const { t } = useTranslation();
  const registration = useRegisterWebhook();
  const name = number?.displayNumber ?? wabaName;
  async function run() {
    try {
      const answer = await registration.mutateAsync({ wabaId, ...(number ? { phoneNumberId: number.id } : {}) });
      notify.success(t('whatsappAccounts.numbers.webhook_registered', { name, url: answer.callbackUrl ?? '' }));
    } catch (error) {
      notify.error(t('whatsappAccounts.numbers.webhook_failed', { name, message: error instanceof Error ? error.message : '' }));
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={registration.isPending} aria-busy={registration.isPending} aria-label={t('whatsappAccounts.numbers.register_webhook_of', { name })} onClick={() => void run()}>
      {registration.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Webhook aria-hidden />}
      {number ? <span dir="ltr">{number.displayNumber}</span> : t('whatsappAccounts.numbers.register_webhook')}
    </Button>
  );
}
