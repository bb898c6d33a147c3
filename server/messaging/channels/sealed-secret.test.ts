import { describe, expect, it } from 'vitest';
import { openSecret, readSealingKey, sealSecret, SealedSecretError } from './sealed-secret';

const key = Buffer.alloc(32, 1);

describe('sealed secrets', () => {
  it('opens what it sealed, never showing the secret, and seals the same secret differently each time', () => {
    const first = sealSecret(key, 'EAAbusiness-token');
    const second = sealSecret(key, 'EAAbusiness-token');
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain('EAAbusiness');
    expect(first).not.toBe(second);
    expect(openSecret(key, first)).toBe('EAAbusiness-token');
  });

  it('refuses another key, an altered row and a row that is not sealed', () => {
    const sealed = sealSecret(key, 'token');
    expect(() => openSecret(Buffer.alloc(32, 2), sealed)).toThrow(SealedSecretError);
    const [version, nonce, tag, body] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => openSecret(key, [version, nonce, tag, flipped].join('.'))).toThrow(SealedSecretError);
    expect(() => openSecret(key, 'token')).toThrow(SealedSecretError);
  });

  it('reads a 32-byte key from hex or base64 and nothing shorter', () => {
    expect(readSealingKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(readSealingKey(Buffer.alloc(32, 3).toString('base64'))).toEqual(Buffer.alloc(32, 3));
    expect(readSealingKey('short')).toBeNull();
    expect(readSealingKey(Buffer.alloc(16).toString('base64'))).toBeNull();
  });
});
