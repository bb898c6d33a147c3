import { describe, expect, it } from 'vitest';
import { checkSchedule, zonedToInstant } from './schedule-time';

describe('schedule time', () => {
  it('reads a local time in its zone, across DST', () => {
    expect(zonedToInstant('2026-03-04T18:30', 'Asia/Kolkata').toISOString()).toBe('2026-03-04T13:00:00.000Z');
    expect(zonedToInstant('2026-07-01T09:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedToInstant('2026-01-01T09:00', 'Europe/Berlin').toISOString()).toBe('2026-01-01T08:00:00.000Z');
    expect(zonedToInstant('2026-03-08T12:00', 'America/New_York').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });

  it('accepts up to 90 days ahead and refuses the past and beyond', () => {
    const now = new Date('2026-03-01T09:00:00Z');
    expect(checkSchedule({ kind: 'now' }, now)).toEqual({ ok: true, at: null });
    expect(checkSchedule({ kind: 'at', at: '2026-05-29T09:00', timeZone: 'UTC' }, now)).toMatchObject({ ok: true });
    expect(checkSchedule({ kind: 'at', at: '2026-05-30T09:01', timeZone: 'UTC' }, now)).toMatchObject({ ok: false, field: 'schedule.at' });
    expect(checkSchedule({ kind: 'at', at: '2026-03-01T08:00', timeZone: 'UTC' }, now)).toMatchObject({ ok: false, field: 'schedule.at' });
  });
});
