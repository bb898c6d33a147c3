import type { CountryCode } from './audience-types';
import { phoneKeyByClass } from './phone-class-cache';
import { phoneFromKey } from './phone-key';

export { parseAndValidate } from './parse-and-validate';
export { phoneFromKey, phoneKey } from './phone-key';

/**
 * A phone cell in E.164 (`+919876543210`), or null when it is not a valid number. Accepts what lists
 * hold in the field: spaces, dashes, brackets, a `00` international prefix, and the country code
 * written without its `+` (`919876543210` with IN as the default country). The full metadata (`/max`)
 * checks number patterns, as the server does, so both sides agree on what is valid.
 * @example normalisePhone('098765 43210', 'IN') // '+919876543210'
 */
export function normalisePhone(raw: string, defaultCountry: CountryCode): string | null {
  const key = phoneKeyByClass(raw, defaultCountry);
  return key === 0 ? null : phoneFromKey(key);
}
