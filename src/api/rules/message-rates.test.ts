import { describe, expect, it } from 'vitest';
import { deliveryRate, readRate } from './message-rates';

describe('message rates', () => {
  it('counts failures against delivery: 945 delivered and 55 failed is 94.5 %, not 100 %', () => {
    expect(deliveryRate({ delivered: 945, failed: 55 })).toBeCloseTo(0.945);
    expect(deliveryRate({ delivered: 945, failed: 0 })).toBe(1);
    expect(deliveryRate({ delivered: 0, failed: 3 })).toBe(0);
  });

  it('has no rate before any fate is known, and reads against the delivered', () => {
    expect(deliveryRate({ delivered: 0, failed: 0 })).toBeNull();
    expect(readRate({ read: 300, delivered: 945 })).toBeCloseTo(300 / 945);
    expect(readRate({ read: 0, delivered: 0 })).toBeNull();
  });
});
