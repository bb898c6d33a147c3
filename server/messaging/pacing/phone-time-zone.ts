import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { countryTimeZones } from './country-time-zones';
import { zonesOfDigits } from './prefix-time-zones';
import { utcOffsetAt } from './zoned-time';

const canonicalNames = new Map<string, string>();
/** The platform's name for a zone, the same for its aliases (`Asia/Calcutta` and `Asia/Kolkata`). */
function canonical(zone: string): string {
  let name = canonicalNames.get(zone);
  if (name === undefined) {
    name = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    canonicalNames.set(zone, name);
  }
  return name;
}

// Two instants half a year apart, so zones compare by their offsets in both seasons.
const seasons = [Date.UTC(2025, 0, 15, 12), Date.UTC(2025, 6, 15, 12)];
const westOf = (zone: string) => seasons.reduce((sum, at) => sum + utcOffsetAt(at, zone), 0);

/**
 * The zone of a prefix for a number of `country`: its one zone, or of several the country's own (the one
 * the country table names) when it is one of them, else the one whose clock is furthest behind, so the
 * window never opens early for anyone there (Perth's `08 9` numbers are in Perth or Adelaide: 9:00 in
 * Perth is 10:30 in Adelaide, not 7:30). libphonenumber's table keeps some old names (`Asia/Calcutta`,
 * `America/Godthab`): the country's zone goes by the current name the country table uses.
 */
function zoneOf(zones: readonly string[], country: string | undefined): string {
  const own = country ? countryTimeZones[country] : undefined;
  if (own && zones.some((zone) => zone === own || canonical(zone) === canonical(own))) return own;
  return zones.reduce((west, zone) => (westOf(zone) < westOf(west) ? zone : west));
}

/** Answers by table prefix, and by country for a prefix of several zones: a few thousand at most. */
const answers = new Map<string, string>();

/**
 * The IANA zone a number lives in, from its own prefix (libphonenumber's table: +1 415 is Los Angeles,
 * +1 212 New York, +61 8 9 Perth); where the prefix has several zones, the country's (`zoneOf`); where
 * the table knows no prefix of it, the country's zone; null for a number of no known country, where
 * its prefix does not settle the zone alone.
 */
export function timeZoneForPhone(e164: string): string | null {
  if (!/^\+[1-9]\d{1,14}$/.test(e164)) return null;
  const match = zonesOfDigits(e164.slice(1));
  const single = match?.zones.length === 1 ? answers.get(match.prefix) : undefined;
  if (single !== undefined) return single;
  const country = parsePhoneNumberFromString(e164)?.country;
  if (!match) return country ? (countryTimeZones[country] ?? null) : null;
  // Several zones and no country (a number libphonenumber cannot place): the campaign's zone, not the westernmost of +1's forty.
  if (match.zones.length > 1 && !country) return null;
  // A prefix of one zone has one answer whatever the country: only its name may come from the country table.
  const key = match.zones.length === 1 ? match.prefix : `${match.prefix}:${country}`;
  let answer = answers.get(key);
  if (answer === undefined) answers.set(key, (answer = zoneOf(match.zones, country)));
  return answer;
}
