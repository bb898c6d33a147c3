import { describe, expect, it } from 'vitest';
import { copyName } from './use-duplicate-flow';

describe('copyName', () => {
  it('appends " (copy)"', () => {
    expect(copyName('Returns')).toBe('Returns (copy)');
  });

  it('shortens a long name so the copy still fits the 100-character limit', () => {
    const copy = copyName('x'.repeat(100));
    expect(copy).toHaveLength(100);
    expect(copy.endsWith(' (copy)')).toBe(true);
  });
});
