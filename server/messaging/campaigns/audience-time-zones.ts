import type { AudienceTimeZone } from '@/api/contracts/campaigns';
import type { Queryable } from '../../db/db';
import { timeZoneForPhone } from '../pacing/phone-time-zone';
import { prefixDecides, zonesOfDigits } from '../pacing/prefix-time-zones';

/** Digits after the `+` numbers are grouped by, pass after pass; 15 is a whole number. */
const DEPTHS = [4, 7, 15];
/** From this depth a prefix of several zones is answered by its group's first number's country. */
const COUNTRY_DEPTH = 7;

interface PrefixGroup {
  prefix: string;
  sample: string;
  n: number;
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
 * numbers are not read one by one: they are counted by their first 4 digits, and only groups where more
 * digits could change the zone (Idaho's +1 208, Perth's +61 8 9) are counted again by 7, then whole.
 */
export async function audienceTimeZones(tx: Queryable, campaignId: string): Promise<AudienceTimeZone[]> {
  const counts = new Map<string | null, number>();
  let open: { depth: number; prefixes: string[] } | null = null;
  for (const depth of DEPTHS) {
    const groups: PrefixGroup[] = await tx.query<PrefixGroup>(
      open
        ? 'select substr(phone, 2, $2::int) as prefix, min(phone) as sample, count(*)::int as n from campaign_recipients where campaign_id = $1 and substr(phone, 2, $3::int) = any($4::text[]) group by 1'
        : 'select substr(phone, 2, $2::int) as prefix, min(phone) as sample, count(*)::int as n from campaign_recipients where campaign_id = $1 group by 1',
      open ? [campaignId, depth, open.depth, open.prefixes] : [campaignId, depth],
    );
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
