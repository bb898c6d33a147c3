import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUpdatePaymentMethod } from './queries/use-update-payment-method';
import { WabaActionButton } from './waba-action-button';

/** Makes our credit line one WABA's payment method at Meta; says in which currency, or why not. */
export function AttachCreditLineButton({ wabaId, wabaName }: { wabaId: string; wabaName: string }) {
  const { t } = useTranslation();
  const payment = useUpdatePaymentMethod();
  return (
    <WabaActionButton
      label={t('whatsappAccounts.numbers.attach_credit_line_of', { name: wabaName })}
      icon={CreditCard}
      pending={payment.isPending}
      run={() => payment.mutateAsync(wabaId)}
      succeeded={(answer) => t('whatsappAccounts.numbers.credit_line_attached', { name: wabaName, currency: answer.currency })}
      failed={(message) => t('whatsappAccounts.numbers.credit_line_failed', { name: wabaName, message })}
    >
      {t('whatsappAccounts.numbers.attach_credit_line')}
    </WabaActionButton>
  );
}
