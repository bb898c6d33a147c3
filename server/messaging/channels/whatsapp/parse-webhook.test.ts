import { describe, expect, it } from 'vitest';
import { parseWhatsappWebhook } from './parse-webhook';

const receivedAt = new Date('2026-11-23T10:00:00Z');
const metadata = { display_phone_number: '15550001111', phone_number_id: '106540352242922' };
const wrap = (field: string, value: unknown, extra: object = {}) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'WABA_ID', ...extra, changes: [{ field, value }] }],
});

describe('parseWhatsappWebhook', () => {
  it('turns sent, delivered and read statuses into status events with E.164 recipients and their pricing', () => {
    const body = wrap('messages', {
      messaging_product: 'whatsapp',
      metadata,
      statuses: ['sent', 'delivered', 'read'].map((status, index) => ({
        id: 'wamid.HBgM1',
        status,
        timestamp: String(1_700_000_000 + index),
        recipient_id: '919812345678',
        conversation: { id: 'c1', origin: { type: 'marketing' }, expiration_timestamp: '1700086400' },
        pricing: { billable: true, pricing_model: 'PMP', category: 'marketing', type: 'regular' },
        biz_opaque_callback_data: 'campaign-7/row-3',
      })),
    });
    expect(parseWhatsappWebhook(body, receivedAt)).toEqual({
      ok: true,
      events: ['sent', 'delivered', 'read'].map((status, index) => ({
        kind: 'status',
        providerMessageId: 'wamid.HBgM1',
        status,
        at: new Date((1_700_000_000 + index) * 1000),
        recipient: '+919812345678',
        reference: 'campaign-7/row-3',
        pricing: { billable: true, category: 'marketing', model: 'PMP' },
      })),
    });
  });

  it('keeps the provider code and title of a failed status', () => {
    const body = wrap('messages', {
      messaging_product: 'whatsapp',
      metadata,
      statuses: [
        {
          id: 'wamid.X',
          status: 'failed',
          timestamp: '1700000000',
          recipient_id: '15551234567',
          errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Receiver incapable' } }],
        },
      ],
    });
    const parsed = parseWhatsappWebhook(body, receivedAt);
    expect(parsed.ok && parsed.events[0]).toMatchObject({ kind: 'status', status: 'failed', error: { code: 131026, title: 'Message undeliverable' } });
  });

  it("reads text, template button and interactive replies, and a photo with its media id, as inbound events with the sender's profile name", () => {
    const message = (id: string, type: string, content: object) => ({ from: '919812345678', id, timestamp: '1700000100', type, ...content });
    const body = wrap('messages', {
      messaging_product: 'whatsapp',
      metadata,
      contacts: [{ profile: { name: 'Ada' }, wa_id: '919812345678' }],
      messages: [
        message('wamid.in1', 'text', { text: { body: 'STOP' } }),
        message('wamid.in2', 'button', { button: { text: 'Stop promotions', payload: 'stop-promo' }, context: { from: '15550001111', id: 'wamid.out' } }),
        message('wamid.in3', 'interactive', { interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Yes please' } } }),
        message('wamid.in4', 'image', { image: { id: 'media-1', mime_type: 'image/jpeg' } }),
      ],
    });
    const parsed = parseWhatsappWebhook(body, receivedAt);
    const common = { kind: 'inbound', from: '+919812345678', senderId: '106540352242922', at: new Date(1_700_000_100_000), contactName: 'Ada' };
    expect(parsed).toEqual({
      ok: true,
      events: [
        { ...common, providerMessageId: 'wamid.in1', text: 'STOP' },
        { ...common, providerMessageId: 'wamid.in2', text: 'Stop promotions', payload: 'stop-promo' },
        { ...common, providerMessageId: 'wamid.in3', text: 'Yes please', payload: 'yes' },
        { ...common, providerMessageId: 'wamid.in4', text: '', media: { kind: 'image', id: 'media-1', mimeType: 'image/jpeg', fileName: null } },
      ],
    });
  });

  it('reads a template review result, NONE meaning no reason', () => {
    const value = { event: 'REJECTED', message_template_id: 594425479261596, message_template_name: 'offer', message_template_language: 'en_US', reason: 'INCORRECT_CATEGORY' };
    expect(parseWhatsappWebhook(wrap('message_template_status_update', value, { time: 1_700_000_200 }), receivedAt)).toEqual({
      ok: true,
      events: [
        { kind: 'template', providerTemplateId: '594425479261596', name: 'offer', language: 'en_US', event: 'REJECTED', reason: 'INCORRECT_CATEGORY', at: new Date(1_700_000_200_000) },
      ],
    });
    const approved = parseWhatsappWebhook(wrap('message_template_status_update', { ...value, event: 'APPROVED', reason: 'NONE' }), receivedAt);
    expect(approved.ok && approved.events[0]).toMatchObject({ event: 'APPROVED', reason: null, at: receivedAt });
  });

  it('reads a template quality change, an unrated score as UNKNOWN', () => {
    const value = { previous_quality_score: 'GREEN', new_quality_score: 'YELLOW', message_template_id: 594425479261596, message_template_name: 'offer', message_template_language: 'en_US' };
    expect(parseWhatsappWebhook(wrap('message_template_quality_update', value), receivedAt)).toEqual({
      ok: true,
      events: [{ kind: 'template-quality', providerTemplateId: '594425479261596', name: 'offer', language: 'en_US', quality: 'YELLOW', previousQuality: 'GREEN', at: receivedAt }],
    });
    const unrated = parseWhatsappWebhook(wrap('message_template_quality_update', { ...value, previous_quality_score: 'UNKNOWN', new_quality_score: 'RED' }), receivedAt);
    expect(unrated.ok && unrated.events[0]).toMatchObject({ quality: 'RED', previousQuality: 'UNKNOWN' });
    expect(parseWhatsappWebhook(wrap('message_template_quality_update', { new_quality_score: 'RED' }), receivedAt)).toMatchObject({ ok: false });
  });

  it('reads a quality update with its new messaging limit', () => {
    const parsed = parseWhatsappWebhook(wrap('phone_number_quality_update', { display_phone_number: '1 555 000 1111', event: 'UPGRADE', current_limit: 'TIER_10K' }), receivedAt);
    expect(parsed).toEqual({ ok: true, events: [{ kind: 'quality', senderId: '+15550001111', quality: 'GREEN', tier: 10_000, at: receivedAt }] });
    const flagged = parseWhatsappWebhook(wrap('phone_number_quality_update', { display_phone_number: '15550001111', event: 'FLAGGED', current_limit: 'TIER_UNLIMITED' }), receivedAt);
    expect(flagged.ok && flagged.events[0]).toMatchObject({ quality: 'RED', tier: null });
  });

  it('tolerates unknown fields, change kinds and status kinds', () => {
    const body = {
      object: 'whatsapp_business_account',
      extra: true,
      entry: [
        {
          id: 'WABA_ID',
          changes: [
            { field: 'account_update', value: { anything: 1 } },
            { field: 'messages', value: { messaging_product: 'whatsapp', metadata, statuses: [{ id: 'w', status: 'deleted', timestamp: '1', recipient_id: '1' }] } },
          ],
        },
      ],
    };
    expect(parseWhatsappWebhook(body, receivedAt)).toEqual({ ok: true, events: [] });
  });

  it('refuses malformed bodies with the path of the problem', () => {
    expect(parseWhatsappWebhook({ object: 'page', entry: [] }, receivedAt)).toMatchObject({ ok: false, reason: expect.stringMatching(/^object:/) });
    expect(parseWhatsappWebhook('not json', receivedAt)).toMatchObject({ ok: false });
    const badStatus = wrap('messages', { messaging_product: 'whatsapp', metadata, statuses: [{ id: 'w', status: 'sent', timestamp: 'yesterday', recipient_id: '1' }] });
    expect(parseWhatsappWebhook(badStatus, receivedAt)).toMatchObject({ ok: false, reason: expect.stringContaining('entry.0.changes.0.value.statuses.0.timestamp') });
    const noMetadata = wrap('messages', { messaging_product: 'whatsapp', messages: [] });
    expect(parseWhatsappWebhook(noMetadata, receivedAt)).toMatchObject({ ok: false, reason: expect.stringContaining('metadata') });
  });
});
