import { describe, expect, it } from 'vitest';
import { formatBytes } from './download-format';

describe('formatBytes', () => {
  it('picks the largest unit under 1024 and keeps one decimal', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(3 * 1024 * 1024, 'en')).toBe('3 MB');
  });
});
