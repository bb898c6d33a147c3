import { describe, expect, it } from 'vitest';
import { isTimeZone, localTime, outsideHours } from './hours';

const dubai = (hour: number, minute = 0) => Date.UTC(2026, 10, 24, hour - 4, minute);

describe('opening hours', () => {
  it('reads the time in the business time zone', () => {
    expect(localTime(Date.UTC(2026, 0, 1, 5, 30), 'Asia/Dubai')).toBe('09:30');
    expect(isTimeZone('Asia/Dubai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('is outside before opening and from closing time on', () => {
    const hours = { timeZone: 'Asia/Dubai', opens: '09:00', closes: '18:00' };
    expect(outsideHours(dubai(8, 59), hours)).toBe(true);
    expect(outsideHours(dubai(9), hours)).toBe(false);
    expect(outsideHours(dubai(17, 59), hours)).toBe(false);
    expect(outsideHours(dubai(18), hours)).toBe(true);
  });

  it('hours that pass midnight are open across it', () => {
    const night = { timeZone: 'Asia/Dubai', opens: '22:00', closes: '06:00' };
    expect(outsideHours(dubai(23), night)).toBe(false);
    expect(outsideHours(dubai(5), night)).toBe(false);
    expect(outsideHours(dubai(12), night)).toBe(true);
  });
});
