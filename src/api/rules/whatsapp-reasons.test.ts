import { describe, expect, it } from 'vitest';
import ar from '../../../public/assets/i18n/ar.json';
import en from '../../../public/assets/i18n/en.json';
import hi from '../../../public/assets/i18n/hi.json';
import { UNKNOWN_WHATSAPP_REASON, WHATSAPP_REASONS, whatsappReasonOf } from './whatsapp-reasons';

describe('the WhatsApp reason table', () => {
  it.each([
    ['131026', 'undeliverable', true],
    ['131049', 'marketing_limit', true],
    ['131047', 'reengagement', true],
    ['132000', 'template_values_missing', true],
    ['131008', 'template_values_missing', true],
    ['no_answer', 'no_answer', true],
    ['opted_out', 'opted_out', true],
    ['139999', 'unknown', false],
  ])('%s reads as %s', (code, key, known) => {
    expect(whatsappReasonOf(code)).toEqual({ key, known });
  });

  it('has a sentence for every reason in English, Arabic and Hindi', () => {
    const keys = [...new Set([...Object.values(WHATSAPP_REASONS), UNKNOWN_WHATSAPP_REASON])];
    for (const language of [en, ar, hi]) {
      const sentences: Record<string, string> = language.waReasons.reason;
      expect(keys.filter((key) => !sentences[key])).toEqual([]);
    }
  });
});
