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

  it('refuses an id whose wrong-key decryption happens to be valid UTF-8', () => {
    // Sealed with `key`; under 'other-key' it decrypts to bytes that unchecked padding would accept as "y]I".
    const sealed = '2f7a00c9cd1c2f718af267c4cd714583:b2bd38010cf13156237f0772844e4893:aA9fmrdBvas8yoq8Z5LMiA==';
    expect(decryptId(sealed, key)).toBe('1001');
    expect(() => decryptId(sealed, 'other-key')).toThrow();
  });

  it('round-trips empty and non-ASCII text', () => {
    expect(decryptText(encryptText('', key), key)).toBe('');
    expect(decryptText(encryptText('كلمة सर्वर 🔑', key), key)).toBe('كلمة सर्वर 🔑');
  });
});
