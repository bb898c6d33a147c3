import { describe, expect, it } from 'vitest';
import { decryptId, decryptText, encryptId, encryptText } from './index';

const key = 'test-key-1234';

describe('client-side encryption', () => {
  it('round-trips text and salts every call', () => {
    const a = encryptText('Pass word ', key);
    expect(a).not.toBe(encryptText('Pass word ', key));
    expect(decryptText(a, key)).toBe('Pass word ');
  });

  it('refuses text sealed with another key', () => {
    expect(() => decryptText(encryptText('hello', key), 'other-key')).toThrow();
  });

  it('round-trips account ids through the derived key', () => {
    const sealed = encryptId(1001, key);
    expect(sealed.split(':')).toHaveLength(3);
    expect(decryptId(sealed, key)).toBe('1001');
    expect(() => decryptId(sealed, 'other-key')).toThrow();
    expect(() => decryptId('garbage', key)).toThrow();
  });
});
