import { describe, expect, it } from 'vitest';
import { receiveWhatsappWebhook } from './receive-webhook';
import { signWebhookBody } from './webhook-signature';

const secret = 'app-secret';
const at = new Date('2026-11-23T10:00:00Z');
const inbound = JSON.stringify({
  object: 'whatsapp_business_account',
  entry: [{ id: 'W', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: 'P' }, messages: [{ from: '15551234567', id: 'wamid.i', timestamp: '1700000000', type: 'text', text: { body: 'STOP' } }] } }] }],
});

describe('receiveWhatsappWebhook', () => {
  it('gives the events of a correctly signed body', () => {
    expect(receiveWhatsappWebhook(inbound, signWebhookBody(inbound, secret), secret, at)).toEqual({
      ok: true,
      events: [{ kind: 'inbound', providerMessageId: 'wamid.i', from: '+15551234567', senderId: 'P', text: 'STOP', at: new Date(1_700_000_000_000) }],
    });
  });

  it('answers 401 before looking at a body signed with another secret or not at all', () => {
    expect(receiveWhatsappWebhook('not even json', signWebhookBody('not even json', 'other'), secret, at)).toEqual({ ok: false, status: 401, reason: 'signature mismatch' });
    expect(receiveWhatsappWebhook(inbound, undefined, secret, at)).toEqual({ ok: false, status: 401, reason: 'signature missing' });
  });

  it('answers 400 with the reason for a signed body that is not JSON or not a webhook', () => {
    expect(receiveWhatsappWebhook('{', signWebhookBody('{', secret), secret, at)).toEqual({ ok: false, status: 400, reason: 'body is not JSON' });
    const other = JSON.stringify({ object: 'instagram', entry: [] });
    expect(receiveWhatsappWebhook(other, signWebhookBody(other, secret), secret, at)).toMatchObject({ ok: false, status: 400, reason: expect.stringContaining('object') });
  });
});
