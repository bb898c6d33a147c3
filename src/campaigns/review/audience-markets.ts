import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { MarketCount } from '@/api/rules/rate-card';
import type { AudienceChunk } from '../audience/audience-types';
import { prefixGroups, type PrefixGroup } from '../audience/phone-prefixes';

/**
 * A parsed file's valid numbers by country, for the cost estimate before anything is uploaded: numbers
 * are grouped by their first digits and each group takes its first number's country, so a million
 * numbers cost a few hundred parses. Each chunk's groups are counted once (`prefixGroups`), as the chunk
 * arrives: here they are only added up.
 */
export function audienceMarkets(chunks: readonly AudienceChunk[]): MarketCount[] {
  const groups = new Map<number, PrefixGroup>();
  for (const chunk of chunks) {
    for (const [prefix, { sample, recipients }] of prefixGroups(chunk)) {
      const group = groups.get(prefix);
      if (group) group.recipients += recipients;
      else groups.set(prefix, { sample, recipients });
    }
  }
  const byCountry = new Map<string, number>();
  for (const { sample, recipients } of groups.values()) {
    const country = parsePhoneNumberFromString(`+${sample}`)?.country ?? 'ZZ';
    byCountry.set(country, (byCountry.get(country) ?? 0) + recipients);
  }
  return [...byCountry].map(([country, recipients]) => ({ country, recipients }));
}
