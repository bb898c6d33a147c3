import { describe, expect, it } from 'vitest';
import { isTimeZone } from '@/api/contracts/time-zone';
import { everyDay, localClock, outsideWeekHours, type DayHours } from './hours';

/** Wall-clock time in Dubai (UTC+4) on a day of the week of 23 November 2026, a Monday (0) to Sunday (6). */
const dubai = (weekday: number, hour: number, minute = 0) => Date.UTC(2026, 10, 23 + weekday, hour - 4, minute);
const closed: DayHours = { open: false, opens: '09:00', closes: '18:00' };

describe('opening hours', () => {
  it('reads the weekday and time in the business time zone', () => {
    expect(localClock(Date.UTC(2026, 0, 1, 5, 30), 'Asia/Dubai')).toEqual({ day: 'thu', time: '09:30' });
    expect(localClock(Date.UTC(2026, 10, 28, 22, 30), 'Asia/Dubai')).toEqual({ day: 'sun', time: '02:30' });
    expect(isTimeZone('Asia/Dubai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('is outside before opening and from closing time on', () => {
    const week = everyDay('09:00', '18:00');
    expect(outsideWeekHours(dubai(2, 8, 59), week, 'Asia/Dubai')).toBe(true);
    expect(outsideWeekHours(dubai(2, 9), week, 'Asia/Dubai')).toBe(false);
    expect(outsideWeekHours(dubai(2, 17, 59), week, 'Asia/Dubai')).toBe(false);
    expect(outsideWeekHours(dubai(2, 18), week, 'Asia/Dubai')).toBe(true);
  });

  it('each weekday keeps its own hours, and a closed day is outside all day', () => {
    const week = [...everyDay('09:00', '18:00').slice(0, 5), { open: true, opens: '10:00', closes: '14:00' }, closed];
    expect(outsideWeekHours(dubai(4, 16), week, 'Asia/Dubai')).toBe(false);
    expect(outsideWeekHours(dubai(5, 16), week, 'Asia/Dubai')).toBe(true);
    expect(outsideWeekHours(dubai(5, 11), week, 'Asia/Dubai')).toBe(false);
    expect(outsideWeekHours(dubai(6, 11), week, 'Asia/Dubai')).toBe(true);
  });

  it('hours that pass midnight belong to the day they open on', () => {
    const week = [...everyDay('09:00', '18:00').slice(0, 4), { open: true, opens: '22:00', closes: '02:00' }, closed, closed];
    expect(outsideWeekHours(dubai(4, 23), week, 'Asia/Dubai')).toBe(false);
    expect(outsideWeekHours(dubai(5, 1, 30), week, 'Asia/Dubai')).toBe(false);
    expect(outsideWeekHours(dubai(5, 2), week, 'Asia/Dubai')).toBe(true);
    expect(outsideWeekHours(dubai(6, 1), week, 'Asia/Dubai')).toBe(true);
    expect(outsideWeekHours(dubai(0, 1), everyDay('22:00', '06:00'), 'Asia/Dubai')).toBe(false);
  });
});
