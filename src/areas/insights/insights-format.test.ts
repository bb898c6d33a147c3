import { describe, expect, it } from 'vitest';
import { dayBoundary, dayOf, lastDays } from './insights-format';

// 30 November 2026, 01:00 in Kolkata: still 29 November in New York and in UTC.
const now = new Date('2026-11-29T19:30:00.000Z');

describe('insights periods', () => {
  it("counts the last days between the account zone's midnights, whatever the reader's zone", () => {
    expect(lastDays(7, 'Asia/Kolkata', now)).toEqual({ from: '2026-11-23T18:30:00.000Z', to: '2026-11-30T18:30:00.000Z' });
    expect(lastDays(7, 'America/New_York', now)).toEqual({ from: '2026-11-23T05:00:00.000Z', to: '2026-11-30T05:00:00.000Z' });
  });

  it('keeps whole days across a change of clocks', () => {
    // New York leaves daylight saving time on 1 November 2026: that day has 25 hours.
    const period = lastDays(3, 'America/New_York', new Date('2026-11-02T15:00:00.000Z'));
    expect(period).toEqual({ from: '2026-10-31T04:00:00.000Z', to: '2026-11-03T05:00:00.000Z' });
  });

  it("reads a chosen day as that day in the account's zone, the last one inclusive", () => {
    expect(dayBoundary('2026-11-01', false, 'Asia/Kolkata')).toBe('2026-10-31T18:30:00.000Z');
    expect(dayBoundary('2026-11-01', true, 'Asia/Kolkata')).toBe('2026-11-01T18:30:00.000Z');
    expect(dayBoundary('', false, 'Asia/Kolkata')).toBe(null);
    expect(dayOf('2026-11-29T19:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-30');
    expect(dayOf('2026-11-29T19:30:00.000Z', 'America/New_York')).toBe('2026-11-29');
  });
});
