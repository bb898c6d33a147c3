import { z } from 'zod';
import type { HandleSpec } from '@/canvas/kernel';

/** `amount` is text so that a `{{variable}}` amount is possible. */
export const paymentDataSchema = z.object({ amount: z.string(), currency: z.string(), description: z.string() });
export type PaymentData = z.infer<typeof paymentDataSchema>;

export function createPaymentData(): PaymentData {
  return { amount: '', currency: 'INR', description: '' };
}

export const PAYMENT_OUTPUTS: readonly HandleSpec[] = [
  { id: 'success', labelKey: 'canvas.handles.success', required: true },
  { id: 'failure', labelKey: 'canvas.handles.failure', required: false },
];
