import { Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRegisterWebhook } from './queries/use-register-webhook';
import { WabaActionButton } from './waba-action-button';

/**
 * Points one WABA's webhooks at this server (a WABA whose messages or statuses stopped arriving), or with
 * `number` only that number's (Meta's per-number override, which wins over the WABA's); says where, or why not.
 */
export function RegisterWebhookButton({ wabaId, wabaName, number }: { wabaId: string; wabaName: string; number?: { id: string; displayNumber: string } }) {
  const { t } = useTranslation();
  const registration = useRegisterWebhook();
  const name = number?.displayNumber ?? wabaName;
  return (
    <WabaActionButton
      label={t('whatsappAccounts.numbers.register_webhook_of', { name })}
      icon={Webhook}
      pending={registration.isPending}
      run={() => registration.mutateAsync({ wabaId, ...(number ? { phoneNumberId: number.id } : {}) })}
      succeeded={(answer) => t('whatsappAccounts.numbers.webhook_registered', { name, url: answer.callbackUrl ?? '' })}
      failed={(message) => t('whatsappAccounts.numbers.webhook_failed', { name, message })}
    >
      {number ? <span dir="ltr">{number.displayNumber}</span> : t('whatsappAccounts.numbers.register_webhook')}
    </WabaActionButton>
  );
}
