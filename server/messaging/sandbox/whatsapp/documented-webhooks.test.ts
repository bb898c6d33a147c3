import { describe, expect, it } from 'vitest';
import { mmLiteTermsSigned, phoneNumberQualityUpdate, shapeProblems, templateQualityUpdate, templateStatusUpdate } from '../../../testing/meta-docs-examples';
import { parseWhatsappWebhook } from '../../channels/whatsapp/parse-webhook';
import { templateQualityWebhook, templateStatusWebhook } from './webhook-payloads';

/**
 * Issue #32: template status and quality webhooks and the number quality webhook are outside Meta's OpenAPI
 * file, so the sandbox's bodies are checked against the examples Meta's reference pages publish, and our parser
 * reads those examples themselves (server/testing/meta-docs-examples.ts).
 */
const template = { wabaId: '102290129340398', id: '1689556908129832', name: 'order_confirmation', language: 'en_US', category: 'MARKETING' };

describe("the sandbox's template webhooks against Meta's published examples", () => {
  it('posts message_template_status_update as the reference page shows it', () => {
    for (const [event, reason] of [['APPROVED', null], ['REJECTED', 'INVALID_FORMAT'], ['PAUSED', 'NONE']] as const) {
      expect(shapeProblems(templateStatusUpdate, templateStatusWebhook(template, event, reason, new Date('2026-11-30T04:00:00Z')))).toEqual([]);
    }
  });

  it('finds a malformed body: an id as a string, a missing category, a key Meta does not send', () => {
    const body = templateStatusWebhook(template, 'APPROVED', null, new Date('2026-11-30T04:00:00Z')) as { entry: { changes: { value: Record<string, unknown> }[] }[] };
    const value = body.entry[0]!.changes[0]!.value;
    const broken = structuredClone(body);
    const changed = broken.entry[0]!.changes[0]!.value;
    changed.message_template_id = String(value.message_template_id);
    delete changed.message_template_category;
    changed.status = 'APPROVED';
    expect(shapeProblems(templateStatusUpdate, broken)).toEqual([
      'entry[0].changes[0].value.message_template_id: string where the page shows integer',
      'entry[0].changes[0].value.message_template_category: missing',
      'entry[0].changes[0].value.status: not on the page',
    ]);
  });

  it('posts message_template_quality_update as the reference page shows it', () => {
    const body = templateQualityWebhook(template, 'GREEN', 'YELLOW', new Date('2026-11-30T04:00:00Z'));
    expect(shapeProblems(templateQualityUpdate, body)).toEqual([]);
    const broken = structuredClone(body) as { entry: { changes: { value: Record<string, unknown> }[] }[] };
    delete broken.entry[0]!.changes[0]!.value.previous_quality_score;
    expect(shapeProblems(templateQualityUpdate, broken)).toEqual(['entry[0].changes[0].value.previous_quality_score: missing']);
  });

  it("reads Meta's published examples of the template and number quality webhooks, and refuses a malformed one", () => {
    const at = new Date('2026-11-30T04:00:00Z');
    expect(parseWhatsappWebhook(templateQualityUpdate.body, at)).toEqual({
      ok: true,
      events: [expect.objectContaining({ kind: 'template-quality', providerTemplateId: '806312974732579', name: 'welcome_template', language: 'en-US', quality: 'YELLOW', previousQuality: 'GREEN' })],
    });
    expect(parseWhatsappWebhook(phoneNumberQualityUpdate.body, at)).toEqual({ ok: true, events: [expect.objectContaining({ kind: 'quality', senderId: '+15550783881' })] });
    const malformed = structuredClone(phoneNumberQualityUpdate.body) as { entry: { changes: { value: Record<string, unknown> }[] }[] };
    malformed.entry[0]!.changes[0]!.value.display_phone_number = 15550783881;
    expect(parseWhatsappWebhook(malformed, at)).toMatchObject({ ok: false });
  });

  it("reads Meta's published account_update MM_LITE_TERMS_SIGNED as the WABA onboarded, and refuses a malformed one", () => {
    const at = new Date('2026-11-30T04:00:00Z');
    expect(parseWhatsappWebhook(mmLiteTermsSigned.body, at)).toEqual({ ok: true, events: [{ kind: 'mm-lite-terms', wabaId: '102290129340398', at: new Date(1757340000 * 1000) }] });
    const malformed = structuredClone(mmLiteTermsSigned.body) as { entry: { changes: { value: { waba_info: Record<string, unknown> } }[] }[] };
    malformed.entry[0]!.changes[0]!.value.waba_info.waba_id = 102290129340398;
    expect(parseWhatsappWebhook(malformed, at)).toMatchObject({ ok: false });
    // Other account_update events are Meta's news we do not act on.
    const other = structuredClone(mmLiteTermsSigned.body) as { entry: { changes: { value: Record<string, unknown> }[] }[] };
    other.entry[0]!.changes[0]!.value = { event: 'PARTNER_ADDED', waba_info: { waba_id: '102290129340398', owner_business_id: '506914307656634' } };
    expect(parseWhatsappWebhook(other, at)).toEqual({ ok: true, events: [] });
  });
});
