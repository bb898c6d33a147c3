import { describe, expect, it } from 'vitest';
import { countryTimeZones } from './country-time-zones';
import { timeZoneForPhone } from './phone-time-zone';
import { isValidTimeZone } from './zoned-time';

describe('timeZoneForPhone', () => {
  it.each([
    ['+14155552671', 'America/Los_Angeles', 'San Francisco: its own prefix, not the country’s New York'],
    ['+12125551234', 'America/New_York', 'Manhattan'],
    ['+13125551234', 'America/Chicago', 'Chicago'],
    ['+16135550123', 'America/Toronto', 'Ottawa'],
    ['+16045550123', 'America/Vancouver', 'Vancouver'],
    ['+61892221234', 'Australia/Perth', 'Perth (+61 8 9 is Perth or Adelaide: the zone behind)'],
    ['+61731234567', 'Australia/Brisbane', 'Brisbane'],
    ['+61212345678', 'Australia/Sydney', 'Sydney'],
    ['+61412345678', 'Australia/Sydney', 'an Australian mobile: libphonenumber’s one zone for it'],
    ['+919812345678', 'Asia/Kolkata', 'India, by the zone’s current name'],
    ['+971501234567', 'Asia/Dubai', 'the UAE'],
    ['+447400123456', 'Europe/London', 'a British mobile (London, Jersey, Guernsey or Man: the country’s)'],
    ['+447911123456', 'Europe/Guernsey', 'a Guernsey mobile in the same +44 7 range'],
    ['+5511987654321', 'America/Sao_Paulo', 'São Paulo'],
    ['+559232123456', 'America/Manaus', 'Manaus'],
    ['+79161234567', 'Europe/Moscow', 'a Moscow mobile'],
    ['+6281234567890', 'Asia/Jakarta', 'an Indonesian mobile'],
    ['+18005551234', 'America/New_York', 'a North American toll-free number: the country’s zone'],
  ])('%s lives in %s (%s)', (phone, zone) => {
    expect(timeZoneForPhone(phone)).toBe(zone);
  });

  it('answers null for a number of no country, unless its prefix alone settles the zone', () => {
    expect(timeZoneForPhone('+999123')).toBeNull();
    // +1 000… is no North American number: of +1's forty zones none is more likely.
    expect(timeZoneForPhone('+10005551234')).toBeNull();
    expect(timeZoneForPhone('+14150000000')).toBe('America/Los_Angeles');
    expect(timeZoneForPhone('not a number')).toBeNull();
  });

  it('names only zones this platform knows', () => {
    expect(Object.entries(countryTimeZones).filter(([, zone]) => !isValidTimeZone(zone))).toEqual([]);
  });
});
