import { Loader2, Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { useRegisterWebhook } from './use-register-webhook';

/** Points one WABA's webhooks at this server (a WABA whose messages or statuses stopped arriving); says where, or why not. */
export function RegisterWebhookButton({ wabaId, wabaName }: { wabaId: string; wabaName: string }) {
  const { t } = useTranslation();
  const registration = useRegisterWebhook();
  async function run() {
    try {
      const answer = await registration.mutateAsync(wabaId);
      notify.success(t('whatsappAccounts.numbers.webhook_registered', { name: wabaName, url: answer.callbackUrl ?? '' }));
    } catch (error) {
      notify.error(t('whatsappAccounts.numbers.webhook_failed', { name: wabaName, message: error instanceof Error ? error.message : '' }));
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={registration.isPending} aria-busy={registration.isPending} aria-label={t('whatsappAccounts.numbers.register_webhook_of', { name: wabaName })} onClick={() => void run()}>
      {registration.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Webhook aria-hidden />}
      {t('whatsappAccounts.numbers.register_webhook')}
    </Button>
  );
}
