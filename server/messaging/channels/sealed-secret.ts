import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A secret kept in the database (a customer's business token), sealed with the server's key: AES-256-GCM,
 * a fresh 12-byte nonce each time, stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url. The version
 * lets a later key or algorithm sit beside old rows. A row sealed under another key does not open.
 */
const VERSION = 'v1';

export class SealedSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedSecretError';
  }
}

/** A 32-byte key from 64 hex digits or base64/base64url; null when the text is not one. */
export function readSealingKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
}

export function sealSecret(key: Buffer, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function openSecret(key: Buffer, stored: string): string {
  const [version, nonce, tag, sealed] = stored.split('.');
  if (version !== VERSION || !nonce || !tag || sealed === undefined) throw new SealedSecretError('not a sealed secret of this server');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedSecretError('sealed under another key, or altered');
  }
}
