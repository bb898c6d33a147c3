import { describe, expect, it } from 'vitest';
import { transactionsQuery } from '@/api/contracts/transactions';
import { countryName, rangeProblem } from './billing-format';

describe('transaction history formats', () => {
  it('refuses the ranges the server refuses, and only those', () => {
    const cases: Array<[string, string]> = [['2026-03-01', '2026-03-01'], ['2026-03-02', '2026-03-01'], ['2025-03-01', '2026-03-01'], ['2025-03-02', '2026-03-02'], ['', '2026-03-01']];
    for (const [from, to] of cases) expect(rangeProblem(from, to) === null, `${from}..${to}`).toBe(transactionsQuery.safeParse({ from, to }).success);
    expect(rangeProblem('2026-03-02', '2026-03-01')).toBe('backwards');
    expect(rangeProblem('2025-01-01', '2026-03-01')).toBe('too_long');
  });

  it('names countries in the reader’s language', () => {
    expect(countryName('IN', 'en')).toBe('India');
  });
});
