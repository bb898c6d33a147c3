import { describe, expect, it } from 'vitest';
import { toTitleCase } from './title-case';

describe('toTitleCase', () => {
  it('capitalises each word and lowers the rest', () => {
    expect(toTitleCase('aNNa marie_k')).toBe('Anna Marie_k');
    expect(toTitleCase('  two   spaces ')).toBe('  Two   Spaces ');
  });

  it('leaves names without letters alone', () => {
    expect(toTitleCase('')).toBe('');
    expect(toTitleCase('007')).toBe('007');
  });
});
