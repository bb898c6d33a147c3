import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as hex: bearer tokens, reports tokens and XSRF tokens. */
export const newToken = () => randomBytes(32).toString('hex');

/** 16 random bytes as hex: session ids, which travel in addresses and headers. */
export const newSessionId = () => randomBytes(16).toString('hex');

/** Tokens are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
