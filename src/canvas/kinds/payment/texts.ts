import type { TextVisitor } from '@/canvas/kernel';
import type { PaymentData } from './model';

/**
 * A PAYMENT's text: the description the payment request shows.
 * @example paymentTexts(data, () => 'رسوم').description // 'رسوم'
 */
export function paymentTexts(data: PaymentData, visit: TextVisitor): PaymentData {
  return { ...data, description: visit('description', data.description, { labelKey: 'flowLanguages.texts.paymentDescription' }) };
}
