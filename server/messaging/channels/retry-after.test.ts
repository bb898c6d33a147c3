import { describe, expect, it } from 'vitest';
import { retryAfterOf } from './retry-after';

const now = Date.parse('2026-11-29T10:00:00Z');

describe('a Retry-After header as a pause', () => {
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Sun, 29 Nov 2026 10:00:30 GMT', 30_000],
    ['Sun, 29 Nov 2026 09:59:00 GMT', 0],
    ['999999999', 24 * 60 * 60 * 1000],
  ])('%j waits %d ms', (header, ms) => {
    expect(retryAfterOf(header, now)).toBe(ms);
  });

  it.each([null, '', 'soon', '-5', '1.5'])('%j leaves the pause to the caller', (header) => {
    expect(retryAfterOf(header, now)).toBeUndefined();
  });
});
