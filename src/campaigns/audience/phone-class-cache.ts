import { Metadata } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';
import type { CountryCode } from './audience-types';
import { createNumberTable, type NumberTable } from './number-table';
import { parseAndValidate } from './parse-and-validate';
import { compilePattern, decidingPrefixLengths, shortestMatch, type PatternAutomaton } from './pattern-automaton';
import { phoneKey } from './phone-key';

/**
 * Audience lists repeat number ranges: a million contacts share a few prefixes. Numbers of the same
 * length, written the same way (`+` and digits, or digits alone, spaced or not) and sharing their first
 * digits form a class that gets one libphonenumber answer, kept per class, when the metadata proves the
 * answer cannot differ inside the class:
 * - every pattern of the numbering plans involved (all regions of the calling code; the default
 *   country's for numbers without `+`), tested where libphonenumber tests it (after the calling code,
 *   or from the first digit and after the default calling code), answers the same whole-number and
 *   prefix tests whatever the digits after the class's prefix (`decidingPrefixLengths`);
 * - no national or international prefix libphonenumber would cut off can match, so it tests the
 *   digits as written, and so does every number of the class;
 * - the class's first answer is the digits as written (`+` and the digits, or the default country's
 *   calling code and the digits) or invalid; any other answer sends the whole class down the full path.
 * The class prefix is the shortest one that proves this (often the calling code and a digit or two);
 * failing that, all digits but the last `TAIL` (all digits of a number of 4 to 7). Single spaces and dashes between digits are dropped, as
 * libphonenumber drops them. Anything else (letters, brackets, short numbers, plans with patterns this
 * cannot read) takes the full path.
 */
export const TAIL = 4;
/** Calling codes (libphonenumber tries one, two, then three digits) are always inside the prefix. */
const MIN_PREFIX = 3;
const MAX_DIGITS = 15;
/** The longest class prefix: all digits but the last TAIL; a short number (a bad row, mostly) is a class of its own. */
const finest = (digits: number) => (digits >= MIN_PREFIX + 1 + TAIL ? digits - TAIL : digits);

const PLUS = 1;
const NATIONAL = 2;
const INVALID = 3;
const SLOW = 4;

const callingCodes = metadata.country_calling_codes as Record<string, string[]>;
const countries = metadata.countries as Record<string, unknown>;
const nonGeographic = (metadata as { nonGeographic?: Record<string, unknown> }).nonGeographic ?? {};

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

interface PlanPattern {
  automaton: PatternAutomaton;
  /** A national or international prefix: the class must be one where it never matches. */
  neverMatches: boolean;
}

interface NumberingPlanLike {
  nationalPrefixForParsing(): string | undefined;
  IDDPrefix(): string | undefined;
}

/** Null when one of its patterns cannot be read: such plans are never cached. */
const plans = new Map<string, PlanPattern[] | null>();
/** Text with no regular-expression syntax and a character other than a digit (`8~10`, ` x`) cannot match digits. */
const literalNonDigits = /^[^[\](){}|?*+\\]*[^\d[\](){}|?*+\\][^[\](){}|?*+\\]*$/;

/** Every pattern of every region sharing the calling code (NANP's +1 is twenty-odd regions). */
function planOf(callingCode: string): PlanPattern[] | null {
  const cached = plans.get(callingCode);
  if (cached !== undefined) return cached;
  const regions = callingCodes[callingCode] ?? [];
  const entries = [...regions.map((region) => countries[region]), nonGeographic[callingCode]].filter((entry) => entry !== undefined);
  const texts = new Map<string, boolean>();
  for (const entry of entries) {
    // `$1 $2` and `0$1` are templates for formatting, not patterns.
    for (const text of strings(entry)) if (!text.includes('$') && !literalNonDigits.test(text)) texts.set(text, texts.get(text) ?? false);
  }
  for (const region of regions) {
    const data = new Metadata();
    data.selectNumberingPlan(region as CountryCode);
    const plan = data.numberingPlan as unknown as NumberingPlanLike | undefined;
    for (const prefix of [plan?.nationalPrefixForParsing(), plan?.IDDPrefix()]) if (prefix) texts.set(prefix, true);
  }
  let plan: PlanPattern[] | null = entries.length > 0 ? [] : null;
  for (const [text, neverMatches] of texts) {
    const automaton = compilePattern(text);
    if (!automaton) plan = null;
    else plan?.push({ automaton, neverMatches });
  }
  plans.set(callingCode, plan);
  return plan;
}

/** Bit m set: the first m digits of `digits` decide every test of the plan at these offsets. */
function decidingLengths(plan: PlanPattern[] | null, digits: string, offsets: readonly number[]): number {
  if (!plan) return 0;
  let known = (1 << (MAX_DIGITS + 1)) - 1;
  for (const { automaton, neverMatches } of plan) {
    for (const offset of offsets) {
      known &= decidingPrefixLengths(automaton, digits, offset, neverMatches);
      if (known === 0) return 0;
    }
  }
  return known;
}

/**
 * Where no prefix length decides, the digits that already show it: none when the plan cannot be read
 * (the calling code, within the first MIN_PREFIX digits, is enough), else up to the end of a national
 * or international prefix that matches. Past them, every number takes the full path anyway.
 */
function undecidedFrom(plan: PlanPattern[] | null, digits: string, offsets: readonly number[]): number {
  if (!plan) return 0;
  let shortest = digits.length;
  for (const { automaton, neverMatches } of plan) {
    if (!neverMatches) continue;
    for (const offset of offsets) {
      const length = shortestMatch(automaton, digits, offset);
      if (length >= 0) shortest = Math.min(shortest, offset + length);
    }
  }
  return shortest;
}

/** The calling code at the start of E.164 digits: libphonenumber tries one, two, then three digits. */
function callingCodeOf(digits: string): string | null {
  for (let size = 1; size <= 3; size++) if (callingCodes[digits.slice(0, size)]) return digits.slice(0, size);
  return null;
}

/** Outcome of a class and the length of its prefix. */
function classify(plus: boolean, digits: string, defaultCountry: CountryCode, key: number): [outcome: number, prefix: number] {
  const fine = finest(digits.length);
  const slowFrom = (length: number): [number, number] => [SLOW, Math.min(fine, Math.max(MIN_PREFIX, length))];
  const international = callingCodeOf(digits);
  const abroadPlan = international === null ? null : planOf(international);
  const abroadAt = international === null ? [] : [international.length];
  const abroad = decidingLengths(abroadPlan, digits, abroadAt);
  const answer = key === 0 ? INVALID : String(key) === digits ? PLUS : SLOW;
  let known: number;
  let outcome: number;
  if (plus) {
    if (abroad === 0) return slowFrom(international === null ? 0 : undecidedFrom(abroadPlan, digits, abroadAt));
    [known, outcome] = [abroad, answer];
  } else {
    // Digits alone, spaced or not, are read as a national number of the default country first (and,
    // when they start with its calling code, without it), then with a `+`.
    const home = defaultCallingCode(defaultCountry);
    const homePlan = home === null ? null : planOf(home);
    const homeAt = home !== null && digits.startsWith(home) ? [0, home.length] : [0];
    const atHome = decidingLengths(homePlan, digits, homeAt);
    if (atHome === 0) return slowFrom(undecidedFrom(homePlan, digits, homeAt));
    if (home !== null && String(key) === home + digits) [known, outcome] = [atHome, NATIONAL];
    else [known, outcome] = [international === null ? atHome : atHome & abroad, answer];
  }
  for (let prefix = MIN_PREFIX; prefix <= fine; prefix++) if (known & (1 << prefix)) return [outcome, prefix];
  return [SLOW, fine];
}

const defaultCallingCode = (country: CountryCode) => (countries[country] as [string] | undefined)?.[0] ?? null;

/** Bounded so a list of scattered numbers cannot grow it without end; past it, new classes are parsed every time. */
const MAX_CLASSES = 200_000;
let classCount = 0;

/** By how the digits were written: `+`, or digits alone (spaced or not, they are read alike). */
const KINDS = 2;

interface CountryClasses {
  home: number;
  /** Per kind: classes by (prefix digits, prefix length, number length). */
  tables: NumberTable[];
  /** Per kind and number length: bit m set when some class has an m-digit prefix. */
  prefixLengths: Uint16Array;
}

const byCountry = new Map<string, CountryClasses>();
const powersOfTen = Array.from({ length: MAX_DIGITS + 1 }, (_, power) => 10 ** power);

function classesOf(country: CountryCode): CountryClasses {
  let classes = byCountry.get(country);
  if (!classes) {
    classes = { home: Number(defaultCallingCode(country) ?? 0), tables: Array.from({ length: KINDS }, () => createNumberTable()), prefixLengths: new Uint16Array(KINDS * (MAX_DIGITS + 1)) };
    byCountry.set(country, classes);
  }
  return classes;
}

/**
 * A class by the first `prefix` digits of a `length`-digit number `value` (at most 11: below 10^11 · 256,
 * exact in a double) and its length. The division is exact enough: `value` is below 10^15, so the
 * quotient's rounding error stays far below the distance to the next whole number.
 */
const classKey = (value: number, prefix: number, length: number) => Math.floor(value / (powersOfTen[length - prefix] as number)) * 256 + prefix * 16 + length;

/** The full path: `normalisePhone` as libphonenumber answers it, as a key (0 when invalid). */
function fullPathKey(raw: string, defaultCountry: CountryCode): number {
  const text = raw.trim().replace(/^00/, '+');
  const e164 = /\d/.test(text) ? parseAndValidate(text, defaultCountry) : null;
  return e164 === null ? 0 : phoneKey(e164);
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);

/**
 * A phone cell's E.164 number as its key (`phoneKey`), 0 when invalid: the full libphonenumber path
 * answered from the class cache for `+` and digits, `00` and digits or digits alone, spaced or not.
 * Called once per row of a million-row file, so a cached answer allocates nothing.
 */
export function phoneKeyByClass(raw: string, defaultCountry: CountryCode): number {
  return keyIn(raw, 0, raw.length, defaultCountry, classesOf(defaultCountry));
}

/**
 * `phoneKeyByClass` for one default country, of a cell [from, to) of a longer text (a file's line)
 * without cutting it out; the country's classes are looked up once, not once a row.
 */
export function phoneKeysIn(defaultCountry: CountryCode): (text: string, from: number, to: number) => number {
  const classes = classesOf(defaultCountry);
  return (text, from, to) => keyIn(text, from, to, defaultCountry, classes);
}

function keyIn(raw: string, from: number, to: number, defaultCountry: CountryCode, classes: CountryClasses): number {
  let start = from;
  let end = to;
  while (start < end && isSpace(raw.charCodeAt(start))) start++;
  while (end > start && isSpace(raw.charCodeAt(end - 1))) end--;
  let at = start;
  let plus = false;
  if (raw.charCodeAt(at) === 43) {
    plus = true;
    at += 1;
  } else if (raw.charCodeAt(at) === 48 && raw.charCodeAt(at + 1) === 48) {
    plus = true;
    at += 2;
  }
  let count = 0;
  let value = 0;
  for (; at < end; at++) {
    const code = raw.charCodeAt(at);
    if (isDigit(code) && count < MAX_DIGITS) {
      value = value * 10 + (code - 48);
      count += 1;
      continue;
    }
    // Single spaces and dashes between digits are punctuation libphonenumber drops before reading the digits.
    const between = count > 0 && isDigit(raw.charCodeAt(at - 1)) && at + 1 < end && isDigit(raw.charCodeAt(at + 1));
    if (!((code === 32 || code === 45) && between)) return fullPathKey(raw.slice(from, to), defaultCountry);
  }
  if (count <= MIN_PREFIX) return fullPathKey(raw.slice(from, to), defaultCountry);
  const kind = plus ? 0 : 1;
  const table = classes.tables[kind] as NumberTable;
  const lengths = classes.prefixLengths[kind * (MAX_DIGITS + 1) + count] as number;
  for (let prefix = MIN_PREFIX; lengths >>> prefix !== 0; prefix++) {
    if ((lengths & (1 << prefix)) === 0) continue;
    const outcome = table.get(classKey(value, prefix, count));
    if (outcome === PLUS) return value;
    if (outcome === NATIONAL) return classes.home * (powersOfTen[count] as number) + value;
    if (outcome === INVALID) return 0;
    if (outcome === SLOW) return fullPathKey(raw.slice(from, to), defaultCountry);
  }
  const key = fullPathKey(raw.slice(from, to), defaultCountry);
  if (classCount < MAX_CLASSES) {
    const digits = String(value).padStart(count, '0');
    const [outcome, prefix] = classify(plus, digits, defaultCountry, key);
    table.set(classKey(value, prefix, count), outcome);
    classes.prefixLengths[kind * (MAX_DIGITS + 1) + count] = lengths | (1 << prefix);
    classCount++;
  }
  return key;
}
