import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChannelEvent } from '../../../channel/channel';
import { webhookBodyReason } from '../webhook-body-reason';
import { pubSubPush, rbmEvent, rbmWebhookHandshake, type RbmEvent } from './rbm-types';

/**
 * RBM posts each event as a Pub/Sub push whose `message.data` is the event's JSON in base64, with
 * `X-Goog-Signature`: the base64 HMAC-SHA512 of the decoded data keyed with the webhook's client
 * token. When the webhook is configured it posts `{ clientToken, secret }` and expects the secret back.
 */

export const rbmSignatureHeader = 'x-goog-signature';

/** RBM revokes a message whose time to live ran out before delivery; we report it failed with this code. */
export const rcsExpiredCode = 410;

export function signRbmEventData(data: string | Buffer, clientToken: string): string {
  return createHmac('sha512', clientToken).update(data).digest('base64');
}

export type ReceivedRcsWebhook =
  | { ok: true; events: ChannelEvent[] }
  | { ok: true; handshake: string }
  | { ok: false; status: 400 | 401; reason: string };

function sameBytes(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function receiveRcsWebhook(rawBody: string, signature: string | null | undefined, clientToken: string, receivedAt: Date): ReceivedRcsWebhook {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, status: 400, reason: 'body is not JSON' };
  }
  const handshake = rbmWebhookHandshake.safeParse(body);
  if (handshake.success) {
    return sameBytes(handshake.data.clientToken, clientToken) ? { ok: true, handshake: handshake.data.secret } : { ok: false, status: 401, reason: 'clientToken mismatch' };
  }
  const envelope = pubSubPush.safeParse(body);
  if (!envelope.success) return { ok: false, status: 400, reason: webhookBodyReason(envelope.error) };
  // The signature covers the decoded event, so the envelope is read first and nothing inside is trusted before the check.
  const data = Buffer.from(envelope.data.message.data, 'base64');
  if (!signature) return { ok: false, status: 401, reason: 'signature missing' };
  if (!sameBytes(signRbmEventData(data, clientToken), signature.trim())) return { ok: false, status: 401, reason: 'signature mismatch' };
  let event: unknown;
  try {
    event = JSON.parse(data.toString('utf8'));
  } catch {
    return { ok: false, status: 400, reason: 'message.data is not base64 JSON' };
  }
  const parsed = rbmEvent.safeParse(event);
  if (!parsed.success) return { ok: false, status: 400, reason: webhookBodyReason(parsed.error, 'message.data') };
  return { ok: true, events: rcsEvents(parsed.data, receivedAt) };
}

const e164 = (number: string) => (number.startsWith('+') ? number : `+${number}`);

/** RBM's message id is the one we chose when sending: our reference. */
export function rcsEvents(event: RbmEvent, receivedAt: Date): ChannelEvent[] {
  const sent = Date.parse(event.sendTime ?? '');
  const at = Number.isNaN(sent) ? receivedAt : new Date(sent);
  const recipient = e164(event.senderPhoneNumber ?? event.phoneNumber ?? '');
  const { messageId } = event;
  // IS_TYPING names no message; nothing else here is of use without one.
  if (messageId === undefined) return [];
  const status = (value: 'delivered' | 'read' | 'failed', error?: { code: number; title: string }): ChannelEvent[] => [
    { kind: 'status', providerMessageId: messageId, status: value, at, recipient, reference: messageId, ...(error ? { error } : {}) },
  ];
  if (event.eventType === 'DELIVERED') return status('delivered');
  if (event.eventType === 'READ') return status('read');
  if (event.eventType === 'TTL_EXPIRATION_REVOKED') return status('failed', { code: rcsExpiredCode, title: 'Expired: revoked before delivery when its time to live ran out' });
  if (event.eventType) return [];
  const reply = event.suggestionResponse;
  if (!reply && event.text === undefined) return [];
  return [
    {
      kind: 'inbound',
      providerMessageId: messageId,
      from: recipient,
      senderId: event.agentId ?? '',
      text: reply?.text ?? event.text ?? '',
      at,
      ...(reply ? { payload: reply.postbackData } : {}),
    },
  ];
}
