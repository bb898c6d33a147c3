import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from './audience-types';
import { normaliseByClass } from './phone-class-cache';

/**
 * A phone cell in E.164 (`+919876543210`), or null when it is not a valid number. Accepts what lists
 * hold in the field: spaces, dashes, brackets, a `00` international prefix, and the country code
 * written without its `+` (`919876543210` with IN as the default country). The full metadata (`/max`)
 * checks number patterns, as the server does, so both sides agree on what is valid.
 * @example normalisePhone('098765 43210', 'IN') // '+919876543210'
 */
export function normalisePhone(raw: string, defaultCountry: CountryCode): string | null {
  const text = raw.trim().replace(/^00/, '+');
  if (!/\d/.test(text)) return null;
  return normaliseByClass(text, defaultCountry, parseAndValidate);
}

/** The whole libphonenumber path; `normaliseByClass` reuses its answers for numbers that cannot differ. */
export function parseAndValidate(text: string, defaultCountry: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry, extract: false });
  if (parsed?.isValid()) return parsed.number;
  // `919876543210`: digits only, starting with a calling code. Tried second so a national number wins.
  if (/^\d{8,15}$/.test(text)) {
    const international = parsePhoneNumberFromString(`+${text}`, { extract: false });
    if (international?.isValid()) return international.number;
  }
  return null;
}

/** E.164 digits as a number: 15 digits fit exactly in a double, and a Set of numbers is far smaller than one of strings. */
export function phoneKey(e164: string): number {
  // Read digit by digit: a million rows, no substring each.
  let key = 0;
  for (let index = 1; index < e164.length; index++) key = key * 10 + (e164.charCodeAt(index) - 48);
  return key;
}

export const phoneFromKey = (key: number) => `+${key}`;
