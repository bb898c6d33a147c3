import { describe, expect, it } from 'vitest';
import { countryTimeZones } from './country-time-zones';
import { timeZoneForPhone } from './phone-time-zone';
import { isValidTimeZone } from './zoned-time';

describe('timeZoneForPhone', () => {
  it.each([
    ['+919812345678', 'Asia/Kolkata'],
    ['+14155552671', 'America/New_York'],
    ['+16135550123', 'America/Toronto'],
    ['+442071234567', 'Europe/London'],
    ['+971501234567', 'Asia/Dubai'],
    ['+5511987654321', 'America/Sao_Paulo'],
    ['+79161234567', 'Europe/Moscow'],
    ['+6281234567890', 'Asia/Jakarta'],
  ])('%s lives in %s', (phone, zone) => {
    expect(timeZoneForPhone(phone)).toBe(zone);
  });

  it('answers null for a number of no country', () => {
    expect(timeZoneForPhone('+999123')).toBeNull();
    expect(timeZoneForPhone('not a number')).toBeNull();
  });

  it('names only zones this platform knows', () => {
    expect(Object.entries(countryTimeZones).filter(([, zone]) => !isValidTimeZone(zone))).toEqual([]);
  });
});
