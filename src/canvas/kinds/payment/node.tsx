import { useTranslation } from 'react-i18next';
import { clip, type NodeBodyProps } from '../shared/view';
import type { PaymentData } from './model';

/** `amount currency · description`. */
export function paymentSummary(data: PaymentData): string {
  if (!data.amount) return '';
  return clip([`${data.amount} ${data.currency}`, data.description].filter(Boolean).join(' · '));
}

export function PaymentNodeBody({ data }: NodeBodyProps<PaymentData>) {
  const { t } = useTranslation();
  return <p className="truncate">{paymentSummary(data) || t('canvas.node.empty')}</p>;
}
