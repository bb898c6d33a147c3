import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { MarketCount } from '@/api/rules/rate-card';
import type { AudienceChunk } from '../audience/audience-types';

/** Digits after the `+` a group shares: as the server's first pass, they decide the country but in a few shared prefixes. */
const PREFIX_DIGITS = 4;

/** 10^n for n up to 15, the digits an E.164 number may have. */
const POWERS = Array.from({ length: 16 }, (_, n) => 10 ** n);

/** A number's first `PREFIX_DIGITS` digits, as a number: by division, not through its text. */
function prefixOf(phone: number): number {
  let digits = PREFIX_DIGITS;
  while (digits < 15 && phone >= (POWERS[digits] as number)) digits++;
  return Math.floor(phone / (POWERS[digits - PREFIX_DIGITS] as number));
}

/**
 * A parsed file's valid numbers by country, for the cost estimate before anything is uploaded: numbers
 * are grouped by their first digits and each group takes its first number's country, so a million
 * numbers cost a few hundred parses. The digits are read by division: a million short strings held the
 * page about half a second when the file's counts appeared (docs/performance.md "Session 29").
 */
export function audienceMarkets(chunks: readonly AudienceChunk[]): MarketCount[] {
  const groups = new Map<number, { sample: number; recipients: number }>();
  for (const chunk of chunks) {
    for (const phone of chunk.phones) {
      const prefix = prefixOf(phone);
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
