import type { AudienceTimeZone } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';
import { timeZoneForPhone } from '../pacing/phone-time-zone';
import { prefixDecides, zonesOfDigits } from '../pacing/prefix-time-zones';

/** Digits after the `+` numbers are grouped by, pass after pass; 15 is a whole number. */
const DEPTHS = [4, 7, 15] as const;
/** The first pass's depth: the import counts its recipients by it as it inserts them (`completeImport`). */
export const FIRST_DEPTH = DEPTHS[0];
/** From this depth a prefix of several zones is answered by its group's first number's country. */
const COUNTRY_DEPTH = 7;

/** Recipients whose numbers start with `prefix` (digits after the `+`): how many, and the first of them. */
export interface PrefixGroup {
  prefix: string;
  sample: string;
  n: number;
}

/**
 * Where numbers starting with `prefix` end, as the first number after them (`4474` → `+4475`): the
 * same length, so the order of E.164 text is numeric order; none after a prefix of nines.
 */
function nextPrefix(prefix: string): string | null {
  if (/^9+$/.test(prefix)) return null;
  return `+${String(BigInt(prefix) + 1n).padStart(prefix.length, '0')}`;
}

/** A group all of whose numbers are in one zone: no longer table prefix starts with it, and one zone or its country shown. */
function settled(group: PrefixGroup, depth: number): boolean {
  if (depth === DEPTHS.at(-1)) return true;
  if (!prefixDecides(group.prefix)) return false;
  return (zonesOfDigits(group.prefix)?.zones.length ?? 1) === 1 || depth >= COUNTRY_DEPTH;
}

/**
 * How many of a campaign's recipients are in each time zone (as dispatch plans them, `timeZoneForPhone`),
 * most first; `zone` null where the number tells none (the campaign's zone then applies). A million
 * numbers are not read one by one: the import counted them by their first 4 digits (`firstPass`), and
 * only groups where more digits could change the zone (Idaho's +1 208, Perth's +61 8 9, the +44 7 of
 * Britain and its islands) are counted again by 7 digits, then whole.
 */
export async function audienceTimeZones(tx: Queryable, campaignId: string, firstPass: readonly PrefixGroup[]): Promise<AudienceTimeZone[]> {
  const counts = new Map<string | null, number>();
  let open: { depth: number; prefixes: string[] } | null = null;
  for (const depth of DEPTHS) {
    // Each open prefix is a range of the (campaign, phone) index: `+4474` up to `+4475`, not a scan of every recipient.
    const groups: readonly PrefixGroup[] = open
      ? await tx.query<PrefixGroup>(
          `select substr(r.phone, 2, $2::int) as prefix, min(r.phone) as sample, count(*)::int as n
           from unnest($3::text[], $4::text[]) as p(low, high)
           join campaign_recipients r on r.campaign_id = $1 and r.phone >= p.low and (p.high is null or r.phone < p.high)
           group by 1`,
          [campaignId, depth, open.prefixes.map((prefix) => `+${prefix}`), open.prefixes.map(nextPrefix)],
        )
      : firstPass;
    const again: string[] = [];
    for (const group of groups) {
      if (!settled(group, depth)) again.push(group.prefix);
      else {
        const zone = timeZoneForPhone(group.sample);
        counts.set(zone, (counts.get(zone) ?? 0) + group.n);
      }
    }
    if (again.length === 0) break;
    open = { depth, prefixes: again };
  }
  return [...counts].map(([zone, recipients]) => ({ zone, recipients })).sort((a, b) => b.recipients - a.recipients || String(a.zone).localeCompare(String(b.zone)));
}
