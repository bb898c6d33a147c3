import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { WebhookAlgorithm } from '@/api/contracts/webhook-rules';

/**
 * What a rule's endpoint receives when it asks for encryption (docs/api.md "Webhook configuration"):
 * `{ encrypted: true, algorithm, iv, tag?, data }`, all binary values base64. The key is the SHA-256
 * of the rule's secret (32 bytes); GCM carries its 16-byte auth tag in `tag`, CBC pads with PKCS#7.
 */
export interface EncryptedPayload {
  encrypted: true;
  algorithm: WebhookAlgorithm;
  iv: string;
  tag?: string;
  data: string;
  /** During a secret rotation's grace period: the same payload under the secret replaced. */
  previous?: { iv: string; tag?: string; data: string };
}

const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();
const CIPHER = { 'AES-256-GCM': 'aes-256-gcm', 'AES-256-CBC': 'aes-256-cbc' } as const;

export function encryptPayload(plain: string, secret: string, algorithm: WebhookAlgorithm): EncryptedPayload {
  const iv = randomBytes(algorithm === 'AES-256-GCM' ? 12 : 16);
  const cipher = createCipheriv(CIPHER[algorithm], keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = algorithm === 'AES-256-GCM' ? (cipher as ReturnType<typeof createCipheriv> & { getAuthTag(): Buffer }).getAuthTag().toString('base64') : undefined;
  return { encrypted: true, algorithm, iv: iv.toString('base64'), ...(tag ? { tag } : {}), data: data.toString('base64') };
}

/** The receiving side's half, as the docs describe it; the tests decrypt what the endpoint got with it. `previous` reads the rotation copy. */
export function decryptPayload(envelope: EncryptedPayload, secret: string, part: 'current' | 'previous' = 'current'): string {
  const sealed = part === 'previous' ? envelope.previous : envelope;
  if (!sealed) throw new Error('No copy under the previous secret: the rule is not in a rotation.');
  const decipher = createDecipheriv(CIPHER[envelope.algorithm], keyOf(secret), Buffer.from(sealed.iv, 'base64'));
  if (envelope.algorithm === 'AES-256-GCM') (decipher as ReturnType<typeof createDecipheriv> & { setAuthTag(tag: Buffer): void }).setAuthTag(Buffer.from(sealed.tag ?? '', 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
}

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes under the rule's secret. */
export const signBody = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/** What a receiver does: recompute and compare in constant time. */
export function verifyBody(body: string, secret: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A new rule's secret: 32 random bytes, hex. */
export const newRuleSecret = () => randomBytes(32).toString('hex');
