import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs every webhook POST with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body,
 * keyed with the app secret>`. The check must run on the bytes as received, before any JSON parsing.
 */

export const signatureHeader = 'x-hub-signature-256';

export function signWebhookBody(rawBody: string | Uint8Array, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' };

export function verifyWebhookSignature(rawBody: string | Uint8Array, header: string | null | undefined, appSecret: string): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1], 'hex');
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'mismatch' };
}

/**
 * The GET handshake when the webhook is subscribed: answer `hub.challenge` as plain text when
 * `hub.mode` is `subscribe` and `hub.verify_token` is ours; otherwise null (the route answers 403).
 */
export function answerWebhookChallenge(query: { get(name: string): string | null | undefined }, verifyToken: string): string | null {
  const token = query.get('hub.verify_token') ?? '';
  if (query.get('hub.mode') !== 'subscribe' || !constantTimeEqual(token, verifyToken)) return null;
  return query.get('hub.challenge') ?? null;
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
