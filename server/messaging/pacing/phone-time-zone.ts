import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { countryTimeZones } from './country-time-zones';

/** The IANA zone of the number's country (see country-time-zones.ts), or null when unknown. */
export function timeZoneForPhone(e164: string): string | null {
  const country = parsePhoneNumberFromString(e164)?.country;
  return country ? (countryTimeZones[country] ?? null) : null;
}
