import { describe, expect, it } from 'vitest';
import { fileSize } from './media-size';

describe('fileSize', () => {
  it('says bytes, kB or MB with at most one decimal, in the reader language', () => {
    expect(fileSize(1, 'en')).toBe('1 byte');
    expect(fileSize(999, 'en')).toBe('999 bytes');
    expect(fileSize(2_450, 'en')).toBe('2.5 kB');
    expect(fileSize(16_000_000, 'en')).toBe('16 MB');
    expect(fileSize(2_450, 'ar')).toMatch(/كيلوبايت/);
  });
});
