import { Metadata } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';
import type { CountryCode } from './audience-types';
import { createNumberTable, type NumberTable } from './number-table';
import { patternTail, type PatternTail } from './pattern-tail';

/**
 * Audience lists repeat number ranges: a million contacts share a few thousand prefixes. Numbers alike but
 * for their last `TAIL` digits get one libphonenumber answer, kept per class (`classKey`), when the
 * metadata proves the answer cannot differ inside the class:
 * - every pattern of the numbering plans involved either ends in at least `TAIL` bare `\d` on every way
 *   to match, or is too short to reach the last `TAIL` digits (`patternTail`), so every pattern test
 *   libphonenumber makes on any number of the class answers the same;
 * - the class's first number has no national prefix for libphonenumber to strip, so it tests the
 *   digits as written, and so does every number of the class;
 * - its result is the digits as written (`+` and the digits, or the default country's calling code and
 *   the digits); any other result is not cached.
 * Single spaces and dashes between digits are dropped, as libphonenumber drops them. Anything else
 * (letters, brackets, short numbers, plans with patterns this cannot read) is parsed as before.
 */
export const TAIL = 4;

type Outcome = 'plus' | 'national' | 'invalid' | 'slow';

interface NumberingPlanLike {
  nationalPrefixForParsing(): string | undefined;
}

const callingCodes = metadata.country_calling_codes as Record<string, string[]>;
const countries = metadata.countries as Record<string, unknown>;
const nonGeographic = (metadata as { nonGeographic?: Record<string, unknown> }).nonGeographic ?? {};

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

interface Plan {
  /** Null when one of its patterns cannot be read: such plans are never cached. */
  tails: PatternTail[] | null;
  /** National prefixes (and carrier codes) libphonenumber strips, as `^(?:…)` expressions. */
  prefixes: RegExp[];
}

const plans = new Map<string, Plan>();

/** Every pattern of every region sharing the calling code (NANP's +1 is twenty-odd regions). */
function planOf(callingCode: string): Plan {
  let plan = plans.get(callingCode);
  if (plan) return plan;
  const regions = callingCodes[callingCode] ?? [];
  const entries = [...regions.map((region) => countries[region]), nonGeographic[callingCode]].filter((entry) => entry !== undefined);
  const tails: PatternTail[] = [];
  let readable = entries.length > 0;
  for (const entry of entries) {
    for (const text of strings(entry)) {
      // `$1 $2` and `0$1` are templates for formatting, not patterns.
      if (text.includes('$')) continue;
      const tail = patternTail(text);
      if (tail) tails.push(tail);
      else readable = false;
    }
  }
  const prefixes: RegExp[] = [];
  for (const region of regions) {
    const data = new Metadata();
    data.selectNumberingPlan(region as CountryCode);
    const prefix = (data.numberingPlan as unknown as NumberingPlanLike | undefined)?.nationalPrefixForParsing();
    if (prefix) prefixes.push(new RegExp(`^(?:${prefix})`));
  }
  plan = { tails: readable ? tails : null, prefixes };
  plans.set(callingCode, plan);
  return plan;
}

/**
 * No pattern of the plan can tell numbers of this length apart by their last TAIL digits, nor what is
 * left of them after `cut` leading digits (libphonenumber cuts the default country's calling code
 * written without its `+`), and the number does not start with a national prefix.
 */
function planHolds(plan: Plan, national: string, cut = 0): boolean {
  const shortest = national.length - cut;
  return plan.tails !== null && plan.tails.every((tail) => tail.freeTail >= TAIL || tail.maxLength <= shortest - TAIL) && !plan.prefixes.some((prefix) => prefix.test(national));
}

/** The calling code at the start of E.164 digits: libphonenumber tries one, two, then three digits. */
function callingCodeOf(digits: string): string | null {
  for (let size = 1; size <= 3; size++) if (callingCodes[digits.slice(0, size)]) return digits.slice(0, size);
  return null;
}

const defaultCallingCode = (country: CountryCode) => (countries[country] as [string] | undefined)?.[0] ?? null;

const spacing = /(?<=\d)[ -](?=\d)/g;
/** Bounded so a list of scattered numbers cannot grow it without end; past it, new classes are parsed every time. */
const MAX_CLASSES = 200_000;
const OUTCOMES: readonly Outcome[] = ['plus', 'national', 'invalid', 'slow'];
/** Classes by how the digits were written: `+`, or the default country (a space after it when spaced). */
const tables = new Map<string, NumberTable>();
let classCount = 0;

/**
 * The class of E.164-like digits (`text` from `start`) as one number: the digits before the last TAIL,
 * and how many they are. Null when not all digits or not 8–15 of them.
 */
function classKey(text: string, start: number): number | null {
  const length = text.length - start;
  if (length < TAIL + 4 || length > 15) return null;
  let value = 0;
  const end = length - TAIL;
  for (let index = 0; index < length; index++) {
    const digit = text.charCodeAt(start + index) - 48;
    if (digit < 0 || digit > 9) return null;
    if (index < end) value = value * 10 + digit;
  }
  // At most 11 leading digits (E.164 has 15): below 10^11 · 16, exact in a double.
  return value * 16 + end;
}

/**
 * `normalise` (the full libphonenumber path) answered from the class cache for `+` and digits or digits
 * alone, spaced or not; other text goes to `normalise` directly. Called once per row of a million-row
 * file, so the cached answer allocates nothing it can avoid.
 */
export function normaliseByClass(text: string, defaultCountry: CountryCode, normalise: (text: string, defaultCountry: CountryCode) => string | null): string | null {
  const plus = text.charCodeAt(0) === 43;
  // Spaces and dashes between digits are punctuation libphonenumber drops before reading the digits.
  const spaced = text.includes(' ') || text.includes('-');
  const written = spaced ? (plus ? text.slice(1) : text).replace(spacing, '') : text;
  const start = plus && !spaced ? 1 : 0;
  const key = classKey(written, start);
  if (key === null) return normalise(text, defaultCountry);
  // Spaced digits without a `+` are a class of their own: `normalisePhone` tries them with a `+` only when they are digits alone.
  const kind = plus ? '+' : spaced ? `${defaultCountry} ` : defaultCountry;
  let table = tables.get(kind);
  if (!table) tables.set(kind, (table = createNumberTable()));
  const known = OUTCOMES[table.get(key) - 1];
  if (known === 'plus') return plus && !spaced ? text : `+${written}`;
  if (known === 'national') return `+${defaultCallingCode(defaultCountry)}${written}`;
  if (known === 'invalid') return null;
  const result = normalise(text, defaultCountry);
  if (known === undefined && classCount < MAX_CLASSES) {
    const digits = start === 0 ? written : written.slice(1);
    table.set(key, OUTCOMES.indexOf(outcomeFor(plus, digits, defaultCountry, result)) + 1);
    classCount++;
  }
  return result;
}

function outcomeFor(plus: boolean, digits: string, defaultCountry: CountryCode, result: string | null): Outcome {
  const international = callingCodeOf(digits);
  const internationalHolds = international !== null && planHolds(planOf(international), digits.slice(international.length));
  if (plus) return !internationalHolds ? 'slow' : result === null ? 'invalid' : result === `+${digits}` ? 'plus' : 'slow';
  // Digits alone are read as a national number of the default country first, then with a `+`.
  const home = defaultCallingCode(defaultCountry);
  if (home === null || !planHolds(planOf(home), digits, digits.startsWith(home) ? home.length : 0)) return 'slow';
  if (result === `+${home}${digits}`) return 'national';
  // The national reading failed for the whole class, so its answer came from the `+` reading.
  if (!internationalHolds) return 'slow';
  return result === null ? 'invalid' : result === `+${digits}` ? 'plus' : 'slow';
}
