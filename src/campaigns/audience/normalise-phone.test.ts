import { describe, expect, it } from 'vitest';
import { normalisePhone } from './normalise-phone';
import { detectPhoneColumn } from './phone-column';

describe('normalisePhone', () => {
  it.each([
    ['+91 98765 43210', 'IN', '+919876543210'],
    ['098765-43210', 'IN', '+919876543210'],
    ['9876543210', 'IN', '+919876543210'],
    ['919876543210', 'IN', '+919876543210'],
    ['0091 9876543210', 'IN', '+919876543210'],
    ['(202) 555-0147', 'US', '+12025550147'],
    ['+971 50 123 4567', 'IN', '+971501234567'],
    ['971501234567', 'IN', '+971501234567'],
  ] as const)('reads %s (default %s) as %s', (raw, country, expected) => {
    expect(normalisePhone(raw, country)).toBe(expected);
  });

  it.each(['', 'abc', '12345', '+91 12345', '98765432101234567'])('refuses %j', (raw) => {
    expect(normalisePhone(raw, 'IN')).toBeNull();
  });
});

describe('detectPhoneColumn', () => {
  it('finds the column by its title, in English, Hindi or Arabic', () => {
    expect(detectPhoneColumn(['name', 'Mobile No', 'city'], [], 'IN')).toBe(1);
    expect(detectPhoneColumn(['नाम', 'मोबाइल'], [], 'IN')).toBe(1);
    expect(detectPhoneColumn(['الاسم', 'رقم الهاتف'], [], 'IN')).toBe(1);
  });

  it('finds it by its values when the title does not say, and gives up when no column holds numbers', () => {
    const sample = [
      ['Asha', '9876543210', '12'],
      ['Ravi', '9812345678', '7'],
    ];
    expect(detectPhoneColumn(['who', 'reach', 'age'], sample, 'IN')).toBe(1);
    expect(detectPhoneColumn(['who', 'age'], [['Asha', '12']], 'IN')).toBeNull();
  });
});
