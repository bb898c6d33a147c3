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
  it('answers as libphonenumber does for numbers of every region sharing their first digits, in every writing', { timeout: 60_000 }, () => {
    const random = seeded(7);
    const mismatches: string[] = [];
    let checked = 0;
    for (const [region, national] of regions) {
      const code = getCountryCallingCode(region);
      // The example, neighbours sharing all but its last 4 or 6 digits, and numbers sharing only its
      // first one to three digits (classes are as wide as the metadata allows), of its length and one more.
      const nationals = [national];
      for (let n = 0; n < 10; n++) {
        const keep = n < 3 ? national.length - 4 : n < 5 ? national.length - 6 : 1 + (n % 3);
        const length = national.length + (n >= 8 ? 1 : 0);
        const rest = Array.from({ length: Math.max(0, length - keep) }, () => Math.floor(random() * 10)).join('');
        nationals.push(national.slice(0, Math.max(1, keep)) + rest);
      }
      for (const number of nationals) {
        const spaced = `${number.slice(0, Math.ceil(number.length / 2))} ${number.slice(Math.ceil(number.length / 2))}`;
        const writings = [`+${code}${number}`, `${code}${number}`, `${code} ${spaced}`, number, spaced, `+${code} ${spaced}`, `00${code}${number}`, `0${number}`, `+${code}-${number}`];
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

  it('answers as libphonenumber does for North American numbers of one area code and British mobiles', () => {
    const random = seeded(11);
    const numbers: [string, CountryCode][] = [];
    for (let n = 0; n < 400; n++) {
      const rest = String(Math.floor(random() * 1e7)).padStart(7, '0');
      numbers.push([`+1 201${rest}`, 'US'], [`201${rest}`, 'US'], [`1201${rest}`, 'CA'], [`+1613${rest}`, 'IN'], [`+447${rest}${n % 10}${n % 7}`, 'GB'], [`07${rest}${n % 10}${n % 3}`, 'GB']);
    }
    for (const [raw, country] of numbers) expect(normalisePhone(raw, country), `${raw} (${country})`).toBe(reference(raw, country));
  });

  it('reads cells with unusual spacing, dashes and prefixes as libphonenumber does', () => {
    const cells = ['\t+919876543210 ', '\u00a0+919876543210', '98765 - 43210', '+91  9876543210', '+ 919876543210', '0091-9876543210', '00 919876543210', '9876-543-210', '-9876543210', '9876543210-', '+00919876543210', '+919876543210123456', '0987654321', '+91987654321'];
    for (const raw of cells) for (let pass = 0; pass < 2; pass++) expect(normalisePhone(raw, 'IN'), JSON.stringify(raw)).toBe(reference(raw, 'IN'));
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
