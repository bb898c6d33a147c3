import { botText, fillText, type NodeStep, parseNumber, type StepContext, type StepOutcome } from '@/canvas/kernel';
import type { PaymentData } from './model';

/** What the "I have paid" chip sends; any answer makes the runtime check the payment. */
export const PAYMENT_CHECK_POSTBACK = 'payment-check';

function payMessage(context: StepContext<PaymentData>, text: string, url: string) {
  return botText(text, [
    { type: 'url_action', label: context.texts.paymentPay, url },
    { type: 'reply', label: context.texts.paymentDone, postbackData: PAYMENT_CHECK_POSTBACK },
  ]);
}

async function requestPayment(context: StepContext<PaymentData>): Promise<StepOutcome> {
  const { data, scope, deps, texts, nodeId } = context;
  const amountText = scope.interpolate(data.amount).trim();
  const amount = parseNumber(amountText);
  if (amount === null || amount <= 0 || !/^\d+(\.\d{1,2})?$/.test(amountText)) {
    return { type: 'next', handle: 'failure', note: `amount "${amountText}" is not a positive amount with at most 2 decimals` };
  }
  const description = scope.interpolate(data.description);
  try {
    const payment = await deps.payments.createPayment({ amount, currency: data.currency, description, reference: `${context.flow.id}/${nodeId}/${deps.now()}` });
    const text = fillText(texts.paymentRequest, { description, currency: data.currency, amount: amount.toFixed(2) });
    return { type: 'wait', waitingFor: { kind: 'reply', ref: payment.paymentId }, messages: [payMessage(context, text, payment.url)], note: `payment ${payment.paymentId}` };
  } catch (error) {
    return { type: 'next', handle: 'failure', note: `payment not created: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * PAYMENT: creates a payment through `deps.payments` and sends its link with a "Pay now" and an
 * "I have paid" chip, then waits. Whatever the user answers, the runtime checks the payment: paid →
 * `success`, failed → `failure`, still pending → a reminder and another wait. An invalid amount or a
 * provider error while creating takes `failure`; an error while checking counts as pending.
 */
export const paymentStep: NodeStep<PaymentData> = async (context) => {
  const reference = context.session.waitingFor?.ref;
  if (context.input === null || reference === undefined) return requestPayment(context);
  try {
    const payment = await context.deps.payments.getPayment(reference);
    if (payment.status === 'paid') return { type: 'next', handle: 'success', note: `payment ${reference} paid` };
    if (payment.status === 'failed') return { type: 'next', handle: 'failure', note: `payment ${reference} failed` };
    return { type: 'wait', waitingFor: { kind: 'reply', ref: reference }, messages: [payMessage(context, context.texts.paymentPending, payment.url)], note: `payment ${reference} pending` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { type: 'wait', waitingFor: { kind: 'reply', ref: reference }, messages: [botText(context.texts.paymentPending)], note: `payment ${reference} not checked: ${message}` };
  }
};
