import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

// Dates are built from local parts so the expectations hold in any time zone.
describe('formatDateTime', () => {
  it('writes day, month and two-digit year, then a 12-hour time with PM', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 13, 4, 9))).toBe('05/01/24 01:04:09 PM');
  });

  it('shows midnight as 12 AM and noon as 12 PM', () => {
    expect(formatDateTime(new Date(2031, 11, 31, 0, 0, 0))).toBe('31/12/31 12:00:00 AM');
    expect(formatDateTime(new Date(2031, 11, 31, 12, 30, 59))).toBe('31/12/31 12:30:59 PM');
  });

  it('reads ISO strings in local time', () => {
    const local = new Date(2025, 6, 14, 9, 5, 1);
    expect(formatDateTime(local.toISOString())).toBe('14/07/25 09:05:01 AM');
  });

  it('returns unreadable input unchanged', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
