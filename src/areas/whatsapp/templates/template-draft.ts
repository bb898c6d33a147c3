import type { BodyComponent, TemplateButton, TemplateCategory, TemplateComponent, TemplateContentInput, WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { variableNames } from '@/api/rules/template-text';

/**
 * The builder's form model: one field per thing the user types, turned into the Cloud API's
 * components (`toContent`) for the rules, the preview and the save. Examples are kept by variable
 * (`header.first_name`, `body.2`, `card.0.1`) so renaming text never loses what was typed elsewhere.
 */

export type HeaderFormat = 'NONE' | 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT' | 'LOCATION';
export type ButtonKind = TemplateButton['type'];

export interface DraftButton {
  type: ButtonKind;
  text: string;
  url: string;
  urlExample: string;
  phone: string;
  code: string;
  otpType: 'COPY_CODE' | 'ONE_TAP' | 'ZERO_TAP';
}

export interface DraftMedia {
  /** What the template stores: the upload handle or an https link. */
  handle: string;
  /** A local object URL, only for the live preview while editing. */
  previewUrl: string;
}

export interface DraftCard {
  format: 'IMAGE' | 'VIDEO';
  media: DraftMedia;
  body: string;
  buttons: DraftButton[];
}

export interface TemplateDraft {
  name: string;
  language: string;
  category: TemplateCategory;
  parameterFormat: 'POSITIONAL' | 'NAMED';
  headerFormat: HeaderFormat;
  headerText: string;
  headerMedia: DraftMedia;
  body: string;
  footer: string;
  buttons: DraftButton[];
  /** Non-null: a MARKETING carousel; the cards replace header, footer and buttons. */
  cards: DraftCard[] | null;
  examples: Record<string, string>;
  securityRecommendation: boolean;
  expiryMinutes: string;
}

export const newButton = (type: ButtonKind): DraftButton => ({ type, text: '', url: '', urlExample: '', phone: '', code: '', otpType: 'COPY_CODE' });
const noMedia: DraftMedia = { handle: '', previewUrl: '' };
export const newCard = (): DraftCard => ({ format: 'IMAGE', media: noMedia, body: '', buttons: [{ ...newButton('QUICK_REPLY') }] });

export const emptyDraft = (language = 'en_US'): TemplateDraft => ({
  name: '',
  language,
  category: 'MARKETING',
  parameterFormat: 'POSITIONAL',
  headerFormat: 'NONE',
  headerText: '',
  headerMedia: noMedia,
  body: '',
  footer: '',
  buttons: [],
  cards: null,
  examples: {},
  securityRecommendation: true,
  expiryMinutes: '10',
});

function examplesFor(prefix: string, text: string, examples: Record<string, string>, named: boolean) {
  const names = variableNames(text);
  if (!names.length) return undefined;
  return named ? { named: names.map((name) => ({ param_name: name, example: examples[`${prefix}.${name}`] ?? '' })) } : { positional: names.map((name) => examples[`${prefix}.${name}`] ?? '') };
}

function button(draft: DraftButton): TemplateButton {
  switch (draft.type) {
    case 'QUICK_REPLY':
      return { type: 'QUICK_REPLY', text: draft.text };
    case 'URL': {
      const fixed = draft.url.replace(/\{\{[^{}]*\}\}$/, '');
      return { type: 'URL', text: draft.text, url: draft.url, ...(variableNames(draft.url).length ? { example: [`${fixed}${draft.urlExample}`] } : {}) };
    }
    case 'PHONE_NUMBER':
      return { type: 'PHONE_NUMBER', text: draft.text, phone_number: draft.phone };
    case 'COPY_CODE':
      return { type: 'COPY_CODE', example: draft.code };
    case 'OTP':
      return { type: 'OTP', otp_type: draft.otpType, ...(draft.text ? { text: draft.text } : {}) };
  }
}

function bodyComponent(text: string, prefix: string, draft: TemplateDraft): BodyComponent {
  const examples = examplesFor(prefix, text, draft.examples, draft.parameterFormat === 'NAMED');
  return {
    type: 'BODY',
    text,
    ...(examples ? { example: 'named' in examples ? { body_text_named_params: examples.named } : { body_text: [examples.positional] } } : {}),
  };
}

const mediaOf = (media: DraftMedia, preview: boolean) => (preview ? media.previewUrl || media.handle : media.handle);

/** The Cloud API's template; `preview` puts the local picture in place of the upload handle. */
export function toContent(draft: TemplateDraft, preview = false): TemplateContentInput {
  const components: TemplateComponent[] = [];
  if (draft.category === 'AUTHENTICATION') {
    components.push({ type: 'BODY', text: '', add_security_recommendation: draft.securityRecommendation });
    const minutes = Number(draft.expiryMinutes);
    if (draft.expiryMinutes && Number.isInteger(minutes)) components.push({ type: 'FOOTER', code_expiration_minutes: minutes });
    components.push({ type: 'BUTTONS', buttons: draft.buttons.filter((b) => b.type === 'OTP').map(button) });
  } else if (draft.cards) {
    components.push(bodyComponent(draft.body, 'body', draft));
    components.push({
      type: 'CAROUSEL',
      cards: draft.cards.map((card, index) => ({
        components: [
          { type: 'HEADER', format: card.format, example: { header_handle: [mediaOf(card.media, preview)] } },
          bodyComponent(card.body, `card.${index}`, draft),
          ...(card.buttons.length ? [{ type: 'BUTTONS' as const, buttons: card.buttons.map(button) }] : []),
        ],
      })),
    });
  } else {
    if (draft.headerFormat === 'TEXT') {
      const examples = examplesFor('header', draft.headerText, draft.examples, draft.parameterFormat === 'NAMED');
      components.push({
        type: 'HEADER',
        format: 'TEXT',
        text: draft.headerText,
        ...(examples ? { example: 'named' in examples ? { header_text_named_params: examples.named } : { header_text: examples.positional } } : {}),
      });
    } else if (draft.headerFormat === 'LOCATION') {
      components.push({ type: 'HEADER', format: 'LOCATION' });
    } else if (draft.headerFormat !== 'NONE') {
      const handle = mediaOf(draft.headerMedia, preview);
      components.push({ type: 'HEADER', format: draft.headerFormat, ...(handle ? { example: { header_handle: [handle] } } : {}) });
    }
    components.push(bodyComponent(draft.body, 'body', draft));
    if (draft.footer) components.push({ type: 'FOOTER', text: draft.footer });
    if (draft.buttons.length) components.push({ type: 'BUTTONS', buttons: draft.buttons.map(button) });
  }
  return { name: draft.name, language: draft.language, category: draft.category, parameter_format: draft.parameterFormat, components };
}

function readButton(source: TemplateButton): DraftButton {
  const base = newButton(source.type);
  switch (source.type) {
    case 'QUICK_REPLY':
      return { ...base, text: source.text };
    case 'URL': {
      const fixed = source.url.replace(/\{\{[^{}]*\}\}$/, '');
      const sample = source.example?.[0] ?? '';
      return { ...base, text: source.text, url: source.url, urlExample: sample.startsWith(fixed) ? sample.slice(fixed.length) : sample };
    }
    case 'PHONE_NUMBER':
      return { ...base, text: source.text, phone: source.phone_number };
    case 'COPY_CODE':
      return { ...base, code: source.example };
    case 'OTP':
      return { ...base, otpType: source.otp_type, text: source.text ?? '' };
  }
}

function readExamples(prefix: string, text: string, positional: readonly string[] | undefined, named: readonly { param_name: string; example: string }[] | undefined, into: Record<string, string>) {
  const names = variableNames(text);
  names.forEach((name, index) => {
    const value = named?.find((item) => item.param_name === name)?.example ?? positional?.[index];
    if (value !== undefined) into[`${prefix}.${name}`] = value;
  });
}

/** A stored template back into the form, for edit and view. */
export function fromTemplate(template: WhatsappTemplate): TemplateDraft {
  const draft = { ...emptyDraft(template.language), name: template.name, category: template.category, parameterFormat: template.parameter_format };
  const examples: Record<string, string> = {};
  for (const component of template.components) {
    if (component.type === 'HEADER') {
      draft.headerFormat = component.format;
      draft.headerText = component.text ?? '';
      draft.headerMedia = { handle: component.example?.header_handle?.[0] ?? '', previewUrl: '' };
      readExamples('header', draft.headerText, component.example?.header_text, component.example?.header_text_named_params, examples);
    } else if (component.type === 'BODY') {
      draft.body = component.text;
      draft.securityRecommendation = component.add_security_recommendation ?? false;
      readExamples('body', component.text, component.example?.body_text?.[0], component.example?.body_text_named_params, examples);
    } else if (component.type === 'FOOTER') {
      draft.footer = component.text ?? '';
      draft.expiryMinutes = component.code_expiration_minutes ? String(component.code_expiration_minutes) : '';
    } else if (component.type === 'BUTTONS') {
      draft.buttons = component.buttons.map(readButton);
    } else {
      draft.cards = component.cards.map((card, index) => {
        const header = card.components.find((part) => part.type === 'HEADER');
        const body = card.components.find((part) => part.type === 'BODY');
        const buttons = card.components.find((part) => part.type === 'BUTTONS');
        if (body) readExamples(`card.${index}`, body.text, body.example?.body_text?.[0], body.example?.body_text_named_params, examples);
        return {
          format: header?.format === 'VIDEO' ? 'VIDEO' : 'IMAGE',
          media: { handle: header?.example?.header_handle?.[0] ?? '', previewUrl: '' },
          body: body?.text ?? '',
          buttons: buttons?.buttons.map(readButton) ?? [],
        };
      });
    }
  }
  return { ...draft, examples };
}

/** Every variable the user must give an example for, with its example key, in reading order. */
export function exampleSlots(draft: TemplateDraft): { key: string; name: string; part: string }[] {
  if (draft.category === 'AUTHENTICATION') return [];
  const slots = [
    ...(draft.cards === null && draft.headerFormat === 'TEXT' ? variableNames(draft.headerText).map((name) => ({ key: `header.${name}`, name, part: 'header' })) : []),
    ...variableNames(draft.body).map((name) => ({ key: `body.${name}`, name, part: 'body' })),
    ...(draft.cards ?? []).flatMap((card, index) => variableNames(card.body).map((name) => ({ key: `card.${index}.${name}`, name, part: `card.${index}` }))),
  ];
  return slots;
}
