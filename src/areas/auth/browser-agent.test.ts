import { describe, expect, it } from 'vitest';
import { browserAgent } from './browser-agent';

describe('browserAgent', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.8078.73 Safari/537.36', 'Chrome 156'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0.1', 'Edge 140'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox 140'],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15', 'Safari 18'],
  ])('names %s', (ua, expected) => {
    expect(browserAgent(ua)).toBe(expected);
  });

  it('falls back to the raw string, bounded', () => {
    expect(browserAgent('curl/8')).toBe('curl/8');
    expect(browserAgent('')).toBe('unknown');
  });
});
