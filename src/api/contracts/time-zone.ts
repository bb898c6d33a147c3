/**
 * Whether `zone` is an IANA time zone this runtime knows: the one check behind every zone field
 * (campaign schedules, insights' `tz`, the outside-hours trigger) and the account's zone from the server.
 * Asking Intl is the check: it throws on a zone it does not know.
 */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
