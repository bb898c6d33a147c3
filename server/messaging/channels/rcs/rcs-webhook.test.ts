import { describe, expect, it } from 'vitest';
import { rcsExpiredCode, receiveRcsWebhook, signRbmEventData } from './rcs-webhook';

const token = 'client-token';
const receivedAt = new Date('2026-11-23T10:00:00Z');

function pushOf(event: object, signWith = token) {
  const data = JSON.stringify(event);
  return { raw: JSON.stringify({ message: { data: Buffer.from(data).toString('base64'), messageId: 'p1', publishTime: '2026-11-23T10:00:01Z' }, subscription: 's' }), signature: signRbmEventData(data, signWith) };
}

const base = { agentId: 'agent_1', senderPhoneNumber: '+919812345678', messageId: 'ref-1', sendTime: '2026-11-23T10:00:05Z' };

describe('receiveRcsWebhook', () => {
  it('turns DELIVERED, READ and TTL revocations into status events carrying our reference', () => {
    const delivered = pushOf({ ...base, eventType: 'DELIVERED', eventId: 'e1' });
    expect(receiveRcsWebhook(delivered.raw, delivered.signature, token, receivedAt)).toEqual({
      ok: true,
      events: [{ kind: 'status', providerMessageId: 'ref-1', status: 'delivered', at: new Date(base.sendTime), recipient: '+919812345678', reference: 'ref-1' }],
    });
    const read = pushOf({ ...base, eventType: 'READ' });
    expect(receiveRcsWebhook(read.raw, read.signature, token, receivedAt)).toMatchObject({ ok: true, events: [{ status: 'read' }] });
    const expired = pushOf({ ...base, eventType: 'TTL_EXPIRATION_REVOKED' });
    expect(receiveRcsWebhook(expired.raw, expired.signature, token, receivedAt)).toMatchObject({ ok: true, events: [{ status: 'failed', error: { code: rcsExpiredCode } }] });
    const typing = pushOf({ ...base, eventType: 'IS_TYPING' });
    expect(receiveRcsWebhook(typing.raw, typing.signature, token, receivedAt)).toEqual({ ok: true, events: [] });
  });

  it('turns typed text and suggestion taps into inbound events, the tap with its postback', () => {
    const typed = pushOf({ ...base, text: 'Hello' });
    expect(receiveRcsWebhook(typed.raw, typed.signature, token, receivedAt)).toEqual({
      ok: true,
      events: [{ kind: 'inbound', providerMessageId: 'ref-1', from: '+919812345678', senderId: 'agent_1', text: 'Hello', at: new Date(base.sendTime) }],
    });
    const tap = pushOf({ ...base, suggestionResponse: { postbackData: 'yes', text: 'Yes please', type: 'REPLY' } });
    expect(receiveRcsWebhook(tap.raw, tap.signature, token, receivedAt)).toMatchObject({ ok: true, events: [{ kind: 'inbound', text: 'Yes please', payload: 'yes' }] });
  });

  it('refuses a missing or wrong signature with 401 and a broken body with 400', () => {
    const push = pushOf({ ...base, eventType: 'READ' }, 'someone-else');
    expect(receiveRcsWebhook(push.raw, push.signature, token, receivedAt)).toMatchObject({ ok: false, status: 401, reason: 'signature mismatch' });
    expect(receiveRcsWebhook(push.raw, undefined, token, receivedAt)).toMatchObject({ ok: false, status: 401 });
    expect(receiveRcsWebhook('nope', 'x', token, receivedAt)).toMatchObject({ ok: false, status: 400 });
    const noSender = pushOf({ messageId: 'm', sendTime: base.sendTime, text: 'hi' });
    expect(receiveRcsWebhook(noSender.raw, noSender.signature, token, receivedAt)).toMatchObject({ ok: false, status: 400, reason: expect.stringContaining('senderPhoneNumber') as string });
  });

  it('answers the configuration handshake with the secret only for our client token', () => {
    expect(receiveRcsWebhook(JSON.stringify({ clientToken: token, secret: '1234567890' }), null, token, receivedAt)).toEqual({ ok: true, handshake: '1234567890' });
    expect(receiveRcsWebhook(JSON.stringify({ clientToken: 'other', secret: '1' }), null, token, receivedAt)).toMatchObject({ ok: false, status: 401 });
  });
});
