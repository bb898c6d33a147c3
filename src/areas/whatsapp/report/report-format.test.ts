import { describe, expect, it } from 'vitest';
import { localDayRange, rate } from './report-format';

describe('report format', () => {
  it('gives a rate with one decimal, and none when nothing was there to divide', () => {
    expect(rate(2, 3, 'en')).toBe('66.7%');
    expect(rate(0, 0, 'en')).toBeNull();
  });

  it('turns local days into an instant range that includes the whole last day', () => {
    const range = localDayRange('2026-03-01', '2026-03-02');
    expect(new Date(range.to ?? '').getTime() - new Date(range.from ?? '').getTime()).toBe(2 * 24 * 60 * 60 * 1000);
    expect(new Date(range.from ?? '').getHours()).toBe(0);
    expect(localDayRange('', '')).toEqual({ from: undefined, to: undefined });
  });
});
