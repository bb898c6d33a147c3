import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { MarketCount } from '@/api/rules/rate-card';
import type { AudienceChunk } from '../audience/audience-types';

/** Digits after the `+` a group shares: as the server's first pass, they decide the country but in a few shared prefixes. */
const PREFIX_DIGITS = 4;

/**
 * A parsed file's valid numbers by country, for the cost estimate before anything is uploaded: numbers
 * are grouped by their first digits and each group takes its first number's country, so a million
 * numbers cost a million short strings and a few hundred parses.
 */
export function audienceMarkets(chunks: readonly AudienceChunk[]): MarketCount[] {
  const groups = new Map<string, { sample: number; recipients: number }>();
  for (const chunk of chunks) {
    for (const phone of chunk.phones) {
      const prefix = String(phone).slice(0, PREFIX_DIGITS);
      const group = groups.get(prefix);
      if (group) group.recipients += 1;
      else groups.set(prefix, { sample: phone, recipients: 1 });
    }
  }
  const byCountry = new Map<string, number>();
  for (const { sample, recipients } of groups.values()) {
    const country = parsePhoneNumberFromString(`+${sample}`)?.country ?? 'ZZ';
    byCountry.set(country, (byCountry.get(country) ?? 0) + recipients);
  }
  return [...byCountry].map(([country, recipients]) => ({ country, recipients }));
}
