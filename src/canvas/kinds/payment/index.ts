import { defineKind } from '@/canvas/kernel';
import { PAYMENT_OUTPUTS, createPaymentData, paymentDataSchema } from './model';
import { paymentRules } from './rules';
import { paymentStep } from './step';
import { paymentTexts } from './texts';

/** PAYMENT: asks the user to pay; branches success/failure once the payment settles. */
export const paymentKind = defineKind({
  kind: 'PAYMENT',
  labelKey: 'canvas.kinds.payment',
  icon: 'credit-card',
  dataSchema: paymentDataSchema,
  createData: createPaymentData,
  outputs: () => [...PAYMENT_OUTPUTS],
  acceptsInput: true,
  waitsForInput: true,
  writesVariables: () => [],
  rules: paymentRules,
  step: paymentStep,
  translateTexts: paymentTexts,
  defaultSize: { width: 220, height: 90 },
});
