import type { ChannelEvent } from '../../../channel/channel';
import { parseWhatsappWebhook } from './parse-webhook';
import { verifyWebhookSignature } from './webhook-signature';

export type ReceivedWebhook = { ok: true; events: ChannelEvent[] } | { ok: false; status: 400 | 401; reason: string };

/**
 * What the webhook route does with a POST, in the only safe order: the signature over the raw bytes
 * first (401, nothing parsed from a stranger), then JSON and the body's shape (400 with the reason).
 */
export function receiveWhatsappWebhook(rawBody: string, signature: string | null | undefined, appSecret: string, receivedAt: Date): ReceivedWebhook {
  const check = verifyWebhookSignature(rawBody, signature, appSecret);
  if (!check.ok) return { ok: false, status: 401, reason: `signature ${check.reason}` };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, status: 400, reason: 'body is not JSON' };
  }
  const parsed = parseWhatsappWebhook(body, receivedAt);
  return parsed.ok ? parsed : { ok: false, status: 400, reason: parsed.reason };
}
