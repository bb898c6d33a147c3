import { describe, expect, it } from 'vitest';
import { converse, createSandboxDeps, createSandboxPayments, transcript } from '@/canvas/engine';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import type { UserEvent } from '@/canvas/kernel';

const flow = (amount: string) =>
  testFlow(
    [testNode('PAYMENT', 'pay', { amount, currency: 'INR', description: 'Order {{order}}' }), textMessage('paid', 'Paid, thanks!'), textMessage('failed', 'Payment failed.')],
    [testEdge('pay', 'success', 'paid'), testEdge('pay', 'failure', 'failed')],
  );
const start: UserEvent = { type: 'start', variables: { total: '249.5', order: 'A-7' } };
const check: UserEvent = { type: 'postback', data: 'payment-check' };

describe('PAYMENT step', () => {
  it('sends the pay link, then takes success once paid', async () => {
    const payments = createSandboxPayments();
    const { turns } = await converse(flow('{{total}}'), [start, check], createSandboxDeps({ payments }));
    expect(turns[0]!.messages).toEqual([
      {
        type: 'text_message',
        text: 'Order A-7: INR 249.50',
        suggestions: [
          { type: 'url_action', label: 'Pay now', url: 'https://payments.sandbox.invalid/pay/sandbox-pay-1' },
          { type: 'reply', label: 'I have paid', postbackData: 'payment-check' },
        ],
      },
    ]);
    expect(payments.payments.get('sandbox-pay-1')).toMatchObject({ amount: 249.5, currency: 'INR', description: 'Order A-7' });
    expect(transcript(turns[1]!.messages)).toEqual(['Paid, thanks!']);
  });

  it('a pending payment is reminded; a failed one takes failure', async () => {
    const payments = createSandboxPayments({ settleOnCheck: 'pending' });
    const deps = createSandboxDeps({ payments });
    const first = await converse(flow('{{total}}'), [start, check], deps);
    expect(transcript(first.turns[1]!.messages)).toEqual(['I have not received your payment yet. Tap "Pay now" to pay, then "I have paid". [Pay now, I have paid]']);
    payments.settle('sandbox-pay-1', 'failed');
    const second = await converse(flow('{{total}}'), [{ type: 'text', text: 'done' }], deps, first.state);
    expect(transcript(second.turns[0]!.messages)).toEqual(['Payment failed.']);
  });

  it('an invalid amount takes failure without asking the provider', async () => {
    const payments = createSandboxPayments();
    const { turns } = await converse(flow('{{missing}}'), [start], createSandboxDeps({ payments }));
    expect(transcript(turns[0]!.messages)).toEqual(['Payment failed.']);
    expect(payments.payments.size).toBe(0);
    expect(payments.sandbox).toBe(true);
  });
});
