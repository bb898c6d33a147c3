import { CreditCard, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { useUpdatePaymentMethod } from './use-waba-account-calls';

/** Makes our credit line one WABA's payment method at Meta; says in which currency, or why not. */
export function AttachCreditLineButton({ wabaId, wabaName }: { wabaId: string; wabaName: string }) {
  const { t } = useTranslation();
  const payment = useUpdatePaymentMethod();
  async function run() {
    try {
      const answer = await payment.mutateAsync(wabaId);
      notify.success(t('whatsappAccounts.numbers.credit_line_attached', { name: wabaName, currency: answer.currency }));
    } catch (error) {
      notify.error(t('whatsappAccounts.numbers.credit_line_failed', { name: wabaName, message: error instanceof Error ? error.message : '' }));
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={payment.isPending} aria-busy={payment.isPending} aria-label={t('whatsappAccounts.numbers.attach_credit_line_of', { name: wabaName })} onClick={() => void run()}>
      {payment.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <CreditCard aria-hidden />}
      {t('whatsappAccounts.numbers.attach_credit_line')}
    </Button>
  );
}
