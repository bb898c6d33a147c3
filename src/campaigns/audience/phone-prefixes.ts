import type { AudienceChunk } from './audience-types';

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

/** Numbers sharing their first digits: the first of them, and how many. */
export interface PrefixGroup {
  sample: number;
  recipients: number;
}

const groupsOfChunk = new WeakMap<AudienceChunk, ReadonlyMap<number, PrefixGroup>>();

/**
 * A chunk's numbers grouped by their first digits, counted once a chunk and kept with it: the page counts
 * each chunk as it arrives from the reading worker, so a million numbers are not counted in one task
 * when the file's counts appear (docs/performance.md "Session 30").
 */
export function prefixGroups(chunk: AudienceChunk): ReadonlyMap<number, PrefixGroup> {
  const kept = groupsOfChunk.get(chunk);
  if (kept) return kept;
  const groups = new Map<number, PrefixGroup>();
  for (const phone of chunk.phones) {
    const prefix = prefixOf(phone);
    const group = groups.get(prefix);
    if (group) group.recipients += 1;
    else groups.set(prefix, { sample: phone, recipients: 1 });
  }
  groupsOfChunk.set(chunk, groups);
  return groups;
}
