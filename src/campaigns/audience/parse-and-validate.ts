import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from './audience-types';

/** Spaces, dashes, dots, brackets and slashes: how lists group a number's digits. */
const grouping = /[\s\-.()/]/g;

/**
 * The whole libphonenumber path for a trimmed phone cell (`00` already read as `+`): E.164, or null.
 * `phoneKeyByClass` reuses its answers for numbers the metadata proves cannot differ.
 */
export function parseAndValidate(text: string, defaultCountry: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry, extract: false });
  if (parsed?.isValid()) return parsed.number;
  // `919876543210` or `91 98765 43210`: a calling code and a number without the `+`. Tried second so a
  // national number wins, and read however the digits are grouped: grouped, only the default country's
  // own numbers used to be found (`91 98123 45679` was valid with IN and invalid with AE).
  const digits = text.replace(grouping, '');
  if (/^\d{8,15}$/.test(digits)) {
    const international = parsePhoneNumberFromString(`+${digits}`, { extract: false });
    if (international?.isValid()) return international.number;
  }
  return null;
}
