import { describe, expect, it } from 'vitest';
import { checkSchedule } from './schedule-rules';
import { timeZoneOptions } from './time-zones';
import { addDays, wallTimeAt, zonedTimeToInstant } from './zoned-time';

const at = (iso: string) => Date.parse(iso);

describe('zonedTimeToInstant', () => {
  it.each([
    ['2026-01-10', '09:00', 'Asia/Kolkata', '2026-01-10T03:30:00Z', 'exact'],
    ['2026-07-01', '09:00', 'Europe/Berlin', '2026-07-01T07:00:00Z', 'exact'],
    ['2026-01-01', '09:00', 'Europe/Berlin', '2026-01-01T08:00:00Z', 'exact'],
    ['2026-03-08', '09:00', 'America/New_York', '2026-03-08T13:00:00Z', 'exact'],
    // Clocks jump from 02:00 to 03:00: 02:30 does not exist and is sent at 03:30 summer time.
    ['2026-03-29', '02:30', 'Europe/Berlin', '2026-03-29T01:30:00Z', 'gap'],
    ['2026-03-08', '02:15', 'America/New_York', '2026-03-08T07:15:00Z', 'gap'],
    // Clocks go back from 03:00 to 02:00: 02:30 happens twice, the first (summer time) is taken.
    ['2026-10-25', '02:30', 'Europe/Berlin', '2026-10-25T00:30:00Z', 'overlap'],
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00Z', 'overlap'],
    ['2026-04-05', '02:30', 'Australia/Sydney', '2026-04-04T15:30:00Z', 'overlap'],
    ['2026-12-31', '23:59', 'Pacific/Kiritimati', '2026-12-31T09:59:00Z', 'exact'],
  ])('%s %s in %s is %s (%s)', (date, time, zone, iso, kind) => {
    expect(zonedTimeToInstant(date, time, zone)).toEqual({ instant: at(iso), kind });
  });

  it.each([
    ['2026-02-30', '09:00', 'UTC'],
    ['2026-01-10', '24:00', 'UTC'],
    ['2026-01-10', '9:00', 'UTC'],
    ['', '09:00', 'UTC'],
    ['2026-01-10', '09:00', 'Mars/Olympus'],
  ])('refuses %j %j %j', (date, time, zone) => {
    expect(zonedTimeToInstant(date, time, zone)).toBeNull();
  });

  it('reads the wall time back and adds calendar days across month ends', () => {
    expect(wallTimeAt(at('2026-01-10T03:30:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-01-10', time: '09:00' });
    expect(addDays('2026-01-31', 90)).toBe('2026-05-01');
  });
});

describe('checkSchedule', () => {
  const now = at('2026-01-10T12:00:00Z');
  const check = (date: string, time: string, timeZone = 'Asia/Kolkata') => checkSchedule({ date, time, timeZone, now, limitDays: 90 });

  it('accepts a time later today up to the 90th day after today in the zone', () => {
    expect(check('2026-01-10', '18:00').problem).toBeNull();
    expect(check('2026-04-10', '23:59')).toMatchObject({ problem: null, minDate: '2026-01-10', maxDate: '2026-04-10' });
  });

  it('refuses a time already past, a date past the limit and an incomplete choice', () => {
    expect(check('2026-01-10', '17:00').problem).toBe('in_past');
    expect(check('2026-04-11', '00:00').problem).toBe('too_far');
    expect(check('2026-01-11', '').problem).toBe('incomplete');
  });

  it('counts today in the chosen zone: already the 11th in Kiritimati', () => {
    expect(check('2026-01-11', '01:00', 'Pacific/Kiritimati')).toMatchObject({ problem: 'in_past', minDate: '2026-01-11' });
    expect(check('2026-01-11', '09:00', 'Pacific/Kiritimati').problem).toBeNull();
  });
});

describe('timeZoneOptions', () => {
  it('lists zones west to east with their offset and always the account\'s zone', () => {
    const options = timeZoneOptions(at('2026-01-10T12:00:00Z'), ['Asia/Kolkata']);
    expect(options.find((o) => o.zone === 'Asia/Kolkata')?.label).toBe('UTC+05:30 Asia/Kolkata');
    expect(options.find((o) => o.zone === 'America/New_York')?.label).toBe('UTC−05:00 America/New York');
    expect(options.map((o) => o.offset)).toEqual([...options.map((o) => o.offset)].sort((a, b) => a - b));
    expect(options.some((o) => o.zone === 'UTC')).toBe(true);
  });
});
