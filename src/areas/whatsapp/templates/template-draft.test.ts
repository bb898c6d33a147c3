import { describe, expect, it } from 'vitest';
import { whatsappTemplate } from '@/api/contracts/whatsapp-template';
import { validateWhatsappTemplate } from '@/api/rules/whatsapp-template-rules';
import { sectionOf } from './form/template-problems';
import { emptyDraft, exampleSlots, fromTemplate, newButton, newCard, toContent, type TemplateDraft } from './template-draft';

const marketing = (): TemplateDraft => ({
  ...emptyDraft(),
  name: 'spring_sale',
  parameterFormat: 'NAMED',
  headerFormat: 'IMAGE',
  headerMedia: { handle: 'upload:00000000-0000-0000-0000-000000000001', previewUrl: 'blob:local-picture' },
  body: 'Hi {{first_name}}, your {{item}} is 20% off this week.',
  footer: 'Not interested? Tap Stop promotions',
  buttons: [
    { ...newButton('QUICK_REPLY'), text: 'Stop promotions' },
    { ...newButton('URL'), text: 'Shop now', url: 'https://shop.example/{{1}}', urlExample: 'spring' },
  ],
  examples: { 'body.first_name': 'Asha', 'body.item': 'jacket' },
});

describe('the builder form model', () => {
  it('writes the Cloud API template the rules accept, with named examples and the URL example in full', () => {
    const content = toContent(marketing());
    expect(validateWhatsappTemplate(content)).toEqual([]);
    expect(content.components).toEqual([
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['upload:00000000-0000-0000-0000-000000000001'] } },
      { type: 'BODY', text: 'Hi {{first_name}}, your {{item}} is 20% off this week.', example: { body_text_named_params: [{ param_name: 'first_name', example: 'Asha' }, { param_name: 'item', example: 'jacket' }] } },
      { type: 'FOOTER', text: 'Not interested? Tap Stop promotions' },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }, { type: 'URL', text: 'Shop now', url: 'https://shop.example/{{1}}', example: ['https://shop.example/spring'] }] },
    ]);
  });

  it('shows the local picture in the preview but saves the upload handle', () => {
    const header = toContent(marketing(), true).components[0];
    expect(header).toMatchObject({ example: { header_handle: ['blob:local-picture'] } });
  });

  it('reads a stored template back into the same form', () => {
    const content = toContent(marketing());
    const stored = whatsappTemplate.parse({ ...content, sno: 7, id: '900', wabaId: '1', status: 'REJECTED', quality_rating: 'UNKNOWN', rejected_reason: 'SCAM', updated_on: '2026-01-01T00:00:00Z' });
    const back = fromTemplate(stored);
    expect(toContent(back)).toEqual(content);
    expect(back.examples).toEqual({ 'body.first_name': 'Asha', 'body.item': 'jacket' });
  });

  it('asks for an example of every variable of header, body and cards, and none for AUTHENTICATION', () => {
    const carousel = { ...marketing(), body: 'Pick a {{1}}.', cards: [{ ...newCard(), body: 'Card {{1}} here.' }] };
    expect(exampleSlots(carousel).map((slot) => slot.key)).toEqual(['body.1', 'card.0.1']);
    expect(exampleSlots({ ...marketing(), headerFormat: 'TEXT', headerText: 'Hello {{name}}' }).map((slot) => slot.key)).toEqual(['header.name', 'body.first_name', 'body.item']);
    expect(exampleSlots({ ...marketing(), category: 'AUTHENTICATION' })).toEqual([]);
  });

  it('files each broken rule beside its part: the 11th button, the header, a body ending in a variable', () => {
    const draft = { ...marketing(), headerFormat: 'TEXT' as const, headerText: 'x'.repeat(61), body: 'Hi {{first_name}}, your {{item}}', buttons: Array.from({ length: 11 }, (_, n) => ({ ...newButton('QUICK_REPLY'), text: `Option ${n}` })) };
    const content = toContent(draft);
    const sections = validateWhatsappTemplate(content).map((problem) => [sectionOf(content, problem), problem.rule]);
    expect(sections).toEqual(expect.arrayContaining([['header', 'text.too_long'], ['body', 'variables.at_end'], ['buttons', 'buttons.too_many']]));
  });

  it('builds an AUTHENTICATION template from its options: platform text, expiry and one OTP button', () => {
    const content = toContent({ ...emptyDraft(), name: 'login_code', category: 'AUTHENTICATION', buttons: [newButton('OTP')] });
    expect(validateWhatsappTemplate(content)).toEqual([]);
    expect(content.components).toEqual([
      { type: 'BODY', text: '', add_security_recommendation: true },
      { type: 'FOOTER', code_expiration_minutes: 10 },
      { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE' }] },
    ]);
  });
});
