import { describe, expect, it } from 'vitest';
import { contentProblems, testNode } from '@/canvas/engine/testing';
import type { PaymentData } from './model';

const check = (data: Partial<PaymentData>) => contentProblems(testNode('PAYMENT', 'p', { amount: '99.50', currency: 'INR', description: 'Order', ...data }));

describe('PAYMENT rules', () => {
  it('accepts a positive amount, an ISO currency and a description', () => {
    expect(check({})).toEqual([]);
    expect(check({ amount: '{{name}}' })).toEqual([]);
  });

  it('rejects bad amounts, currencies and a missing description', () => {
    expect(check({ amount: '0' })).toEqual([['amount', 'AMOUNT_INVALID']]);
    expect(check({ amount: '' })).toEqual([['amount', 'REQUIRED']]);
    expect(check({ currency: 'rupees', description: '' })).toEqual([
      ['currency', 'CURRENCY_INVALID'],
      ['description', 'REQUIRED'],
    ]);
  });
});
