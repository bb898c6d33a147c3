import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from './audience-types';

/**
 * The whole libphonenumber path for a trimmed phone cell (`00` already read as `+`): E.164, or null.
 * `phoneKeyByClass` reuses its answers for numbers the metadata proves cannot differ.
 */
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
