import { describe, expect, it } from 'vitest';
import { patternTail } from './pattern-tail';

describe('patternTail', () => {
  it('counts the bare digits every way to match ends with', () => {
    expect(patternTail('(?:000800|[2-9]\\d\\d)\\d{7}|1\\d{7,12}')).toEqual({ minLength: 8, maxLength: 13, freeTail: 7, free: false });
    expect(patternTail('7(?:887[02-9]|9313)\\d{5}')?.freeTail).toBe(5);
    expect(patternTail('(\\d{2})(\\d{4})(\\d{4})')).toEqual({ minLength: 10, maxLength: 10, freeTail: 10, free: true });
  });

  it('counts no free tail where a digit at the end is constrained or optional', () => {
    expect(patternTail('[2-9]\\d{6}5')?.freeTail).toBe(0);
    expect(patternTail('8\\d{5}(?:12)?')?.freeTail).toBe(0);
    expect(patternTail('0')).toEqual({ minLength: 1, maxLength: 1, freeTail: 0, free: false });
  });

  it('knows a pattern that can grow without end', () => {
    expect(patternTail('1\\d*')?.maxLength).toBe(Infinity);
  });

  it('refuses text that is not a digit pattern', () => {
    expect(patternTail('$1 $2')).toBeNull();
    expect(patternTail('8~10')).toBeNull();
    expect(patternTail('(?:12')).toBeNull();
  });
});
