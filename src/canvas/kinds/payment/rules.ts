import { checkRequired, error, isTemplateReference, type KindProblem, PROBLEM_CODES } from '@/canvas/kernel';
import type { PaymentData } from './model';

/**
 * Content rules of a PAYMENT node: a positive amount (or a variable), an ISO currency, a description.
 * @example paymentRules({ amount: '-5', currency: 'INR', description: 'Order' }) // [{ code: 'AMOUNT_INVALID', … }]
 */
export function paymentRules(data: PaymentData): KindProblem[] {
  const out: KindProblem[] = [];
  const amount = data.amount.trim();
  if (amount === '') out.push(error('amount', PROBLEM_CODES.required));
  else if (!isTemplateReference(amount) && !(/^\d+(\.\d{1,2})?$/.test(amount) && Number(amount) > 0)) {
    out.push(error('amount', PROBLEM_CODES.amountInvalid));
  }
  if (!/^[A-Z]{3}$/.test(data.currency)) out.push(error('currency', PROBLEM_CODES.currencyInvalid));
  checkRequired(out, 'description', data.description);
  return out;
}
