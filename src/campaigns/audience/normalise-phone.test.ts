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

  // A number written with its calling code (and no `+`) is the same number whatever the default country.
  const defaults = ['IN', 'AE', 'US', 'GB', 'AU', 'BR'] as const;
  it.each([
    ['91 98123 45679', '+919812345679'],
    ['919812345679', '+919812345679'],
    ['91-98123-45679', '+919812345679'],
    ['91.98123.45679', '+919812345679'],
    ['(91) 98123 45679', '+919812345679'],
    ['971 50 123 4567', '+971501234567'],
    ['44 7911 123456', '+447911123456'],
    ['1 415 555 2671', '+14155552671'],
    ['61 8 9222 1234', '+61892221234'],
  ])('reads %s as %s with every default country', (raw, expected) => {
    expect(defaults.map((country) => [country, normalisePhone(raw, country)])).toEqual(defaults.map((country) => [country, expected]));
  });

  it('still reads a national number of the default country before a calling code', () => {
    // 98123 45679 is an Indian mobile; 1 415 555 2671 a US number written with its national prefix 1.
    expect(normalisePhone('98123 45679', 'IN')).toBe('+919812345679');
    expect(normalisePhone('(415) 555-2671', 'US')).toBe('+14155552671');
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
