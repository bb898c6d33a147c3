import metadata from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it } from 'vitest';
import { compilePattern, decidingPrefixLengths, shortestMatch, type PatternAutomaton } from './pattern-automaton';

const compiled = (pattern: string) => compilePattern(pattern) as PatternAutomaton;
const bits = (mask: number) => Array.from({ length: 16 }, (_, m) => m).filter((m) => mask & (1 << m));

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Digits the pattern can read (a random walk through it), so samples reach deep into it; random digits past a dead end. */
function walk(automaton: PatternAutomaton, length: number, random: () => number): string {
  let state = 0;
  let digits = '';
  while (digits.length < length) {
    const targets = automaton.next[state] ?? [];
    const target = targets[Math.floor(random() * targets.length)];
    const choices = target === undefined ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => ((automaton.digits[target] ?? 0) >> d) & 1);
    digits += String(choices[Math.floor(random() * choices.length)]);
    state = target ?? state;
  }
  return digits;
}

describe('compilePattern', () => {
  it('refuses text that is not a digit pattern', () => {
    expect(compilePattern('$1 $2')).toBeNull();
    expect(compilePattern('8~10')).toBeNull();
    expect(compilePattern('(?:12')).toBeNull();
    expect(compilePattern('[a-z]')).toBeNull();
  });

  it('reads every pattern of the Indian, British and North American numbering plans', () => {
    const patterns = ['IN', 'GB', 'US', 'CA'].flatMap((region) => JSON.stringify((metadata.countries as Record<string, unknown>)[region]).match(/"[^"]*\\\\d[^"]*"/g) ?? []);
    expect(patterns.length).toBeGreaterThan(40);
    for (const quoted of patterns) expect(compilePattern(JSON.parse(quoted) as string), quoted).not.toBeNull();
  });
});

describe('decidingPrefixLengths', () => {
  it('knows a match is decided once the digits that matter are read', () => {
    // After `91` the rest is any three digits: lengths 2 … 6 decide, 0 and 1 do not.
    expect(bits(decidingPrefixLengths(compiled('9[0-4]\\d{3}'), '912345', 0, false))).toEqual([2, 3, 4, 5, 6]);
    // After `99` no match is possible.
    expect(bits(decidingPrefixLengths(compiled('9[0-4]\\d{3}'), '99999', 0, false))).toEqual([2, 3, 4, 5]);
    // From an offset (after a calling code), only prefixes reaching it count.
    expect(bits(decidingPrefixLengths(compiled('9\\d{4}'), '4491234', 2, false))).toEqual([3, 4, 5, 6, 7]);
  });

  it('does not decide while the end of a match depends on a digit still unknown', () => {
    expect(decidingPrefixLengths(compiled('98\\d{3}(?:12)?'), '9812345', 0, false) & ((1 << 6) - 1)).toBe(0);
  });

  it('decides a prefix that must never match only where no match can start', () => {
    expect(decidingPrefixLengths(compiled('0'), '0123', 0, true)).toBe(0);
    expect(bits(decidingPrefixLengths(compiled('0'), '9123', 0, true))).toEqual([1, 2, 3, 4]);
    expect(shortestMatch(compiled('0(?:0|1)'), '0012', 0)).toBe(2);
    expect(shortestMatch(compiled('0(?:0|1)'), '0912', 0)).toBe(-1);
  });

  it('is right about every metadata pattern of IN and GB: decided prefixes give one answer for all their numbers', () => {
    const random = seeded(5);
    const regions = ['IN', 'GB'].map((region) => (metadata.countries as Record<string, unknown>)[region]);
    const patterns = regions.flatMap((entry) => (JSON.stringify(entry).match(/"[^"]*\\\\d[^"]*"/g) ?? []).map((quoted) => JSON.parse(quoted) as string)).filter((text) => !text.includes('$'));
    let checked = 0;
    for (const pattern of patterns) {
      const automaton = compiled(pattern);
      const whole = new RegExp(`^(?:${pattern})$`);
      for (let sample = 0; sample < 12; sample++) {
        const length = 8 + Math.floor(random() * 4);
        const digits = walk(automaton, length, random);
        const known = decidingPrefixLengths(automaton, digits, 0, false);
        // Two unknown digits: every continuation, every end of a match.
        const prefix = length - 2;
        if (!(known & (1 << prefix))) continue;
        for (let end = prefix + 1; end <= length; end++) {
          const answers = new Set<boolean>();
          for (let tail = 0; tail < 100; tail++) answers.add(whole.test((digits.slice(0, prefix) + String(tail).padStart(2, '0')).slice(0, end)));
          checked++;
          expect(answers.size, `${pattern} on ${digits.slice(0, prefix)}·· ending at ${end}`).toBe(1);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
