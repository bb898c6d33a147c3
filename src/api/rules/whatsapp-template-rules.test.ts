import { describe, expect, it } from 'vitest';
import type { BodyComponent, ButtonsComponent, CarouselCard, TemplateButton, TemplateComponent, TemplateContentInput } from '../contracts/whatsapp-template';
import { countTemplateField, validateWhatsappTemplate } from './whatsapp-template-rules';
import en from '../../../public/assets/i18n/en.json';
import { templateRuleIds } from './template-problem';

const body = (text: string, examples: string[] = []): BodyComponent => ({ type: 'BODY', text, example: examples.length ? { body_text: [examples] } : undefined });
const buttons = (...list: TemplateButton[]): ButtonsComponent => ({ type: 'BUTTONS', buttons: list });
const quick = (text: string): TemplateButton => ({ type: 'QUICK_REPLY', text });
const url = (text: string, address: string, example?: string): TemplateButton => ({ type: 'URL', text, url: address, example: example ? [example] : undefined });

const valid: TemplateContentInput = {
  name: 'order_update',
  language: 'en_US',
  category: 'MARKETING',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}', example: { header_text: ['Asha'] } },
    body('Your order {{1}} ships on {{2}}. Thanks!', ['A-17', 'Monday']),
    { type: 'FOOTER', text: 'Reply STOP to opt out' },
    buttons(quick('Yes'), quick('No'), url('Track', 'https://shop.example.com/track/{{1}}', 'https://shop.example.com/track/A-17')),
  ],
};

const withComponents = (...components: TemplateComponent[]): TemplateContentInput => ({ ...valid, components });
const rules = (template: TemplateContentInput) => validateWhatsappTemplate(template).map((p) => `${p.path} ${p.rule}`);

describe('validateWhatsappTemplate', () => {
  it('accepts a template that keeps every rule', () => {
    expect(validateWhatsappTemplate(valid)).toEqual([]);
  });

  it.each([
    ['name', { ...valid, name: 'Order Update' }, 'name name.pattern'],
    ['empty name', { ...valid, name: '' }, 'name name.required'],
    ['long name', { ...valid, name: 'a'.repeat(513) }, 'name name.too_long'],
    ['language with a dash', { ...valid, language: 'en-US' }, 'language language.format'],
  ])('refuses a bad %s', (_, template, expected) => {
    expect(rules(template)).toContain(expected);
  });

  it('accepts a 512-character name and language codes such as pt_BR and es_419', () => {
    expect(rules({ ...valid, name: 'a'.repeat(512), language: 'pt_BR' })).toEqual([]);
    expect(rules({ ...valid, language: 'es_419' })).toEqual([]);
  });

  describe('header', () => {
    const header = (text: string, example = ['x']): TemplateComponent => ({ type: 'HEADER', format: 'TEXT', text, example: { header_text: example } });
    it.each([
      ['longer than 60 characters', 'a'.repeat(61), 'text.too_long'],
      ['with two variables', 'Hi {{1}} {{2}}', 'header.too_many_variables'],
      ['with a line break', 'Hi\nthere', 'header.line_break'],
      ['with an emoji', 'Hi 🎉', 'header.emoji'],
      ['with formatting', 'Hi *there*', 'header.formatting'],
      ['empty', ' ', 'header.text_required'],
    ])('refuses a text header %s', (_, text, rule) => {
      expect(rules(withComponents(header(text, ['a', 'b']), body('Hi there')))).toContain(`components.0.text ${rule}`);
    });
    it('accepts 60 characters with one variable', () => {
      expect(rules(withComponents(header(`${'a'.repeat(53)} {{1}}`), body('Hi there')))).toEqual([]);
    });
    it('asks a media header for its sample and not a location header', () => {
      expect(rules(withComponents({ type: 'HEADER', format: 'IMAGE' }, body('Hi there')))).toEqual(['components.0.example header.sample_required']);
      expect(rules(withComponents({ type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://x/y.png'] } }, body('Hi there')))).toEqual([]);
      expect(rules(withComponents({ type: 'HEADER', format: 'LOCATION' }, body('Hi there')))).toEqual([]);
    });
  });

  describe('body and footer', () => {
    it('requires a body component and a non-empty body text', () => {
      expect(rules(withComponents({ type: 'FOOTER', text: 'x' }))).toContain('components body.required');
      expect(rules(withComponents(body('  ')))).toContain('components.0.text body.required');
    });
    it('allows 1,024 characters and refuses 1,025 (emoji count as one)', () => {
      expect(rules(withComponents(body('a'.repeat(1024))))).toEqual([]);
      expect(rules(withComponents(body('a'.repeat(1025))))).toEqual(['components.0.text text.too_long']);
      expect(rules(withComponents(body(`${'a'.repeat(1023)}😀`)))).toEqual([]);
    });
    it('caps emoji at 10 for MARKETING and 6 for UTILITY', () => {
      const ten = `Sale ${'🎉'.repeat(10)} today`;
      expect(rules(withComponents(body(ten)))).toEqual([]);
      expect(rules(withComponents(body(`Sale ${'🎉'.repeat(11)} today`)))).toEqual(['components.0.text body.too_many_emoji']);
      expect(rules({ ...withComponents(body(ten)), category: 'UTILITY' })).toEqual(['components.0.text body.too_many_emoji']);
      expect(rules({ ...withComponents(body(`Hi ${'🎉'.repeat(6)} there`)), category: 'UTILITY' })).toEqual([]);
    });
    it('refuses a footer over 60 characters or with a variable', () => {
      expect(rules(withComponents(body('Hi there'), { type: 'FOOTER', text: 'a'.repeat(61) }))).toEqual(['components.1.text text.too_long']);
      expect(rules(withComponents(body('Hi there'), { type: 'FOOTER', text: 'Bye {{1}}' }))).toEqual(['components.1.text footer.variables']);
      expect(rules(withComponents(body('Hi there'), { type: 'FOOTER', text: 'a'.repeat(60) }))).toEqual([]);
    });
    it('refuses two components of one type', () => {
      expect(rules(withComponents(body('Hi there'), body('Again')))).toContain('components.1 components.duplicate');
    });
  });

  describe('variables', () => {
    it.each([
      ['a gap in the numbering', 'Hi {{1}} and {{3}} ok', ['a', 'b', 'c'], 'components.0.text variables.not_sequential'],
      ['numbering not from 1', 'Hi {{2}} ok', ['a', 'b'], 'components.0.text variables.not_sequential'],
      ['a variable at the start', '{{1}} is here', ['a'], 'components.0.text variables.at_start'],
      ['a variable at the end', 'Here is {{1}}', ['a'], 'components.0.text variables.at_end'],
      ['two variables side by side', 'Hi {{1}}{{2}} ok', ['a', 'b'], 'components.0.text variables.adjacent'],
      ['two variables with only a space between', 'Hi {{1}} {{2}} ok', ['a', 'b'], 'components.0.text variables.adjacent'],
      ['a missing example', 'Hi {{1}} and {{2}} ok', ['a'], 'components.0.example variables.example_required'],
    ])('refuses %s', (_, text, examples, expected) => {
      expect(rules(withComponents(body(text, examples)))).toContain(expected);
    });

    it('accepts named variables with examples and refuses bad, long or repeated names', () => {
      const named = (text: string, names: string[]): TemplateContentInput => ({
        ...valid,
        parameter_format: 'NAMED',
        components: [{ type: 'BODY', text, example: { body_text_named_params: names.map((n) => ({ param_name: n, example: 'x' })) } }],
      });
      expect(rules(named('Hi {{first_name}}, code {{code_2}} ok', ['first_name', 'code_2']))).toEqual([]);
      expect(rules(named('Hi {{FirstName}} ok', ['FirstName']))).toEqual(['components.0.text variables.name_pattern']);
      expect(rules(named(`Hi {{${'a'.repeat(33)}}} ok`, ['a'.repeat(33)]))).toEqual(['components.0.text variables.name_too_long']);
      expect(rules(named('Hi {{name}} and {{name}} ok', ['name']))).toEqual(['components.0.text variables.duplicate_name']);
    });

    it('refuses positional and named variables in one template, and a kind other than the declared one', () => {
      const mixed = withComponents({ type: 'HEADER', format: 'TEXT', text: 'Hi {{name}}', example: { header_text_named_params: [{ param_name: 'name', example: 'A' }] } }, body('Code {{1}} ok', ['1']));
      expect(rules({ ...mixed, parameter_format: 'NAMED' })).toContain('components.1.text variables.mixed');
      expect(rules(withComponents({ type: 'BODY', text: 'Hi {{name}} ok', example: { body_text_named_params: [{ param_name: 'name', example: 'A' }] } }))).toEqual([
        'parameter_format variables.format_mismatch',
      ]);
    });
  });

  describe('buttons', () => {
    const withButtons = (...list: TemplateButton[]) => rules(withComponents(body('Hi there'), buttons(...list)));
    it('allows 10 buttons and refuses 11', () => {
      const ten = Array.from({ length: 10 }, (_, i) => quick(`Option ${i}`));
      expect(withButtons(...ten)).toEqual([]);
      expect(withButtons(...ten, quick('Option 10'))).toEqual(['components.1.buttons buttons.too_many']);
    });
    it('keeps quick replies in one group', () => {
      expect(withButtons(quick('A'), url('Site', 'https://a.example.com'), quick('B'))).toEqual(['components.1.buttons buttons.quick_replies_not_grouped']);
      expect(withButtons(url('Site', 'https://a.example.com'), quick('A'), quick('B'))).toEqual([]);
    });
    it('caps URL, phone and copy-code buttons', () => {
      expect(withButtons(url('A', 'https://a.example.com'), url('B', 'https://b.example.com'), url('C', 'https://c.example.com'))).toEqual(['components.1.buttons buttons.too_many_url']);
      const call = (text: string): TemplateButton => ({ type: 'PHONE_NUMBER', text, phone_number: '+919876543210' });
      expect(withButtons(call('Call'), call('Call us'))).toEqual(['components.1.buttons buttons.too_many_phone']);
      expect(withButtons({ type: 'COPY_CODE', example: 'SAVE10' }, { type: 'COPY_CODE', example: 'SAVE20' })).toEqual(['components.1.buttons buttons.too_many_copy_code']);
    });
    it('allows copy-code in MARKETING only, with a code of at most 15 characters', () => {
      expect(withButtons({ type: 'COPY_CODE', example: 'A'.repeat(15) })).toEqual([]);
      expect(withButtons({ type: 'COPY_CODE', example: 'A'.repeat(16) })).toEqual(['components.1.buttons.0.example button.code_too_long']);
      expect(rules({ ...withComponents(body('Hi there'), buttons({ type: 'COPY_CODE', example: 'SAVE' })), category: 'UTILITY' })).toEqual(['components.1.buttons.0.type button.copy_code_marketing_only']);
    });
    it('checks labels: length, variables, duplicates', () => {
      expect(withButtons(quick('a'.repeat(25)))).toEqual([]);
      expect(withButtons(quick('a'.repeat(26)))).toEqual(['components.1.buttons.0.text button.label_too_long']);
      expect(withButtons(quick('Hi {{1}}'))).toEqual(['components.1.buttons.0.text button.label_variables']);
      expect(withButtons(quick('Yes'), quick('yes '))).toEqual(['components.1.buttons.1.text button.duplicate_label']);
    });
    it('caps the phone number at 20 characters', () => {
      expect(withButtons({ type: 'PHONE_NUMBER', text: 'Call', phone_number: '+1'.padEnd(21, '0') })).toEqual(['components.1.buttons.0.phone_number button.phone_too_long']);
      expect(withButtons({ type: 'PHONE_NUMBER', text: 'Call', phone_number: '+1'.padEnd(20, '0') })).toEqual([]);
    });
    it('checks URLs: wa.me, shorteners, length, one variable at the end with an example', () => {
      expect(withButtons(url('Chat', 'https://wa.me/919876543210'))).toEqual(['components.1.buttons.0.url button.url_wa_me']);
      expect(withButtons(url('Go', 'https://bit.ly/abc'))).toEqual(['components.1.buttons.0.url button.url_shortener']);
      expect(withButtons(url('Go', `https://a.example.com/${'a'.repeat(2000)}`))).toEqual(['components.1.buttons.0.url button.url_too_long']);
      expect(withButtons(url('Go', 'https://a.example.com/{{1}}/x', 'https://a.example.com/1/x'))).toEqual(['components.1.buttons.0.url button.url_variable_not_at_end']);
      expect(withButtons(url('Go', 'https://a.example.com/{{1}}/{{2}}', 'x'))).toEqual(['components.1.buttons.0.url button.url_too_many_variables']);
      expect(withButtons(url('Go', 'https://a.example.com/{{1}}'))).toEqual(['components.1.buttons.0.example variables.example_required']);
      expect(withButtons(url('Go', 'shop'))).toEqual(['components.1.buttons.0.url button.url_invalid']);
    });
  });

  describe('AUTHENTICATION', () => {
    const auth = (...components: TemplateComponent[]): TemplateContentInput => ({ ...valid, category: 'AUTHENTICATION', components });
    it('needs exactly one OTP button', () => {
      const otp: TemplateButton = { type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' };
      expect(rules(auth({ type: 'BODY', text: '', add_security_recommendation: true }, buttons(otp)))).toEqual([]);
      expect(rules(auth({ type: 'BODY', text: '' }))).toEqual(['components buttons.otp_required']);
      expect(rules(auth({ type: 'BODY', text: '' }, buttons(otp, { ...otp, text: 'Copy' })))).toEqual(['components.1.buttons buttons.otp_required']);
    });
    it('refuses an OTP button outside AUTHENTICATION', () => {
      expect(rules(withComponents(body('Hi there'), buttons({ type: 'OTP', otp_type: 'ONE_TAP' })))).toEqual(['components.1.buttons.0.type button.otp_authentication_only']);
    });
  });

  describe('carousel', () => {
    const card = (image = true, buttonCount = 1): CarouselCard['components'] => [
      image ? { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://x/y.png'] } } : { type: 'HEADER', format: 'TEXT', text: 'Hi' },
      body('Deal {{1}} ok', ['20%']),
      buttons(...Array.from({ length: buttonCount }, (_, i) => quick(`Buy ${i}`))),
    ];
    const carousel = (...cards: CarouselCard['components'][]): TemplateComponent => ({ type: 'CAROUSEL', cards: cards.map((components) => ({ components })) });
    it('accepts up to 10 like cards in MARKETING', () => {
      expect(rules(withComponents(body('Our deals'), carousel(...Array.from({ length: 10 }, () => card()))))).toEqual([]);
    });
    it.each([
      ['more than 10 cards', withComponents(body('Deals'), carousel(...Array.from({ length: 11 }, () => card()))), 'components.1.cards carousel.too_many_cards'],
      ['a card without a media header', withComponents(body('Deals'), carousel(card(false), card(false))), 'components.1.cards.0.components carousel.card_media_header'],
      ['cards that differ', withComponents(body('Deals'), carousel(card(true, 1), card(true, 2))), 'components.1.cards.1 carousel.cards_differ'],
      ['three buttons on a card', withComponents(body('Deals'), carousel(card(true, 3))), 'components.1.cards.0.components.2.buttons buttons.too_many'],
      ['a UTILITY category', { ...withComponents(body('Deals'), carousel(card())), category: 'UTILITY' as const }, 'components.1 carousel.marketing_only'],
    ])('refuses %s', (_, template, expected) => {
      expect(rules(template)).toContain(expected);
    });
  });
});

describe('countTemplateField', () => {
  it('counts characters, emoji against the category cap and variables', () => {
    expect(countTemplateField('header', 'Hello {{1}}')).toEqual({ length: 11, max: 60, emoji: 0, emojiMax: null, variables: 1, over: false });
    const body = countTemplateField('body', `Hi ${'👍🏽'.repeat(7)}`, 'UTILITY');
    expect(body).toMatchObject({ emoji: 7, emojiMax: 6, over: true });
    expect(countTemplateField('button_label', 'a'.repeat(26)).over).toBe(true);
  });
});

describe('rule messages', () => {
  it('has an English message for every rule id the rules report', () => {
    const messages = en.whatsapp.templates.rules as Record<string, Record<string, string>>;
    const missing = templateRuleIds.filter((id) => {
      const [group = '', key = ''] = id.split('.');
      return !messages[group]?.[key];
    });
    expect(missing).toEqual([]);
  });
});
