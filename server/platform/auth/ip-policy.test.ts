import { describe, expect, it } from 'vitest';
import { isIpAllowed, normalizeIp } from './ip-policy';

describe('IP allow-lists', () => {
  it.each([
    ['203.0.113.9', ['203.0.113.9'], true],
    ['::ffff:203.0.113.9', ['203.0.113.9'], true],
    ['203.0.113.200', ['203.0.113.0/24'], true],
    ['203.0.114.1', ['203.0.113.0/24'], false],
    ['10.1.2.3', ['0.0.0.0/0'], true],
    ['::1', ['::1'], true],
    ['::1', ['127.0.0.1'], false],
    ['203.0.113.9', ['203.0.113.0/33', 'garbage'], false],
  ])('%s against %j is %s', (ip, list, allowed) => {
    expect(isIpAllowed(ip, list)).toBe(allowed);
  });

  it('leaves IPv6 addresses alone', () => {
    expect(normalizeIp(' 2001:db8::1 ')).toBe('2001:db8::1');
  });
});
