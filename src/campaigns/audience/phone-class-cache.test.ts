import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountryCallingCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from './audience-types';
import { normalisePhone, parseAndValidate } from './normalise-phone';

// Class answers must equal the full libphonenumber path for every number, so both are run on numbers
// of every region that share all but their last digits, written the ways lists write them.
const reference = (raw: string, country: CountryCode) => {
  const text = raw.trim().replace(/^00/, '+');
  return /\d/.test(text) ? parseAndValidate(text, country) : null;
};

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const regions = Object.entries(examples as Record<string, string>) as [CountryCode, string][];

describe('normalisePhone from the class cache', () => {
  it('answers as libphonenumber does for numbers of every region differing in their last digits, in every writing', () => {
    const random = seeded(7);
    const mismatches: string[] = [];
    let checked = 0;
    for (const [region, national] of regions) {
      const code = getCountryCallingCode(region);
      // The example, neighbours in its class (last 4 digits) and a few in other classes (last 6).
      const nationals = [national];
      for (let n = 0; n < 9; n++) {
        const cut = n < 6 ? 4 : 6;
        const tail = String(Math.floor(random() * 10 ** cut)).padStart(cut, '0');
        nationals.push(national.length > cut ? national.slice(0, -cut) + tail : national);
      }
      for (const number of nationals) {
        const spaced = `${number.slice(0, Math.ceil(number.length / 2))} ${number.slice(Math.ceil(number.length / 2))}`;
        const writings = [`+${code}${number}`, `${code}${number}`, number, spaced, `+${code} ${spaced}`, `00${code}${number}`, `0${number}`, `+${code}-${number}`];
        for (const raw of writings) {
          for (const country of [region, 'IN' as CountryCode]) {
            // Twice: the first may fill the class, the second is answered from it.
            for (let pass = 0; pass < 2; pass++) {
              checked++;
              const expected = reference(raw, country);
              const got = normalisePhone(raw, country);
              if (got !== expected) mismatches.push(`${raw} (${country}): ${got} instead of ${expected}`);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40_000);
    expect(mismatches).toEqual([]);
  });

  it('reads a million-row list pattern of one range from the cache: the same answers, valid, invalid and national', () => {
    const numbers = Array.from({ length: 2000 }, (_, i) => `98${String(10_000_000 + i * 7).padStart(8, '0')}`);
    for (const number of numbers) {
      for (const raw of [`+91${number}`, number, `91${number}`, `+91${number.slice(0, 5)} ${number.slice(5)}`, `+9112${number.slice(2)}`]) {
        expect(normalisePhone(raw, 'IN')).toBe(reference(raw, 'IN'));
      }
    }
    expect(normalisePhone('+919800000007', 'IN')).toBe('+919800000007');
    expect(normalisePhone('9800000007', 'IN')).toBe('+919800000007');
  });
});
