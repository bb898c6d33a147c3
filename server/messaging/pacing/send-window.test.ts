import { describe, expect, it } from 'vitest';
import { nextAllowedInstant } from './send-window';
import { instantsOfWallClock } from './zoned-time';

const day = { from: '09:00', until: '21:00' };

describe('nextAllowedInstant', () => {
  it.each([
    { name: 'inside the window: now', zone: 'Asia/Kolkata', window: day, at: '2026-11-23T10:00:00Z', next: '2026-11-23T10:00:00Z' },
    { name: 'before it opens: today at the opening', zone: 'Asia/Kolkata', window: day, at: '2026-11-23T02:00:00Z', next: '2026-11-23T03:30:00Z' },
    { name: 'after it closes: tomorrow at the opening', zone: 'Asia/Kolkata', window: day, at: '2026-11-23T16:00:00Z', next: '2026-11-24T03:30:00Z' },
    { name: 'the closing minute is outside', zone: 'Asia/Kolkata', window: day, at: '2026-11-23T15:30:00Z', next: '2026-11-24T03:30:00Z' },
    { name: 'New York, the night clocks go forward', zone: 'America/New_York', window: day, at: '2026-03-08T03:00:00Z', next: '2026-03-08T13:00:00Z' },
    { name: 'New York, the night before clocks go back', zone: 'America/New_York', window: day, at: '2026-10-31T02:00:00Z', next: '2026-10-31T13:00:00Z' },
    { name: 'New York, the night clocks go back', zone: 'America/New_York', window: day, at: '2026-11-01T02:00:00Z', next: '2026-11-01T14:00:00Z' },
    { name: 'Sydney, summer time', zone: 'Australia/Sydney', window: day, at: '2026-01-10T12:00:00Z', next: '2026-01-10T22:00:00Z' },
    { name: 'overnight window, afternoon: this evening', zone: 'Asia/Dubai', window: { from: '20:00', until: '06:00' }, at: '2026-11-23T10:00:00Z', next: '2026-11-23T16:00:00Z' },
    { name: 'overnight window, past midnight: now', zone: 'Asia/Dubai', window: { from: '20:00', until: '06:00' }, at: '2026-11-23T23:00:00Z', next: '2026-11-23T23:00:00Z' },
    { name: 'an opening skipped by the spring jump moves with it', zone: 'America/New_York', window: { from: '02:30', until: '05:00' }, at: '2026-03-07T12:00:00Z', next: '2026-03-08T07:30:00Z' },
    { name: 'an opening that happens twice: the one not yet passed', zone: 'America/New_York', window: { from: '01:45', until: '03:00' }, at: '2026-11-01T06:30:00Z', next: '2026-11-01T06:45:00Z' },
    { name: 'equal ends: all day', zone: 'Europe/London', window: { from: '09:00', until: '09:00' }, at: '2026-11-23T03:00:00Z', next: '2026-11-23T03:00:00Z' },
  ])('$name', ({ zone, window, at, next }) => {
    expect(nextAllowedInstant(new Date(at), window, zone).toISOString()).toBe(new Date(next).toISOString());
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => nextAllowedInstant(new Date(), { from: '9', until: '21:00' }, 'UTC')).toThrow('"9" is not a time of day');
    expect(() => nextAllowedInstant(new Date(), { from: '09:00', until: '24:00' }, 'UTC')).toThrow(RangeError);
  });
});

describe('instantsOfWallClock', () => {
  it('finds both instants of a repeated hour and one of an ordinary one', () => {
    const repeated = instantsOfWallClock({ year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 }, 'America/New_York');
    expect(repeated.map((instant) => instant.toISOString())).toEqual(['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']);
    const ordinary = instantsOfWallClock({ year: 2026, month: 7, day: 1, hour: 9, minute: 0, second: 0 }, 'Europe/London');
    expect(ordinary.map((instant) => instant.toISOString())).toEqual(['2026-07-01T08:00:00.000Z']);
  });
});
