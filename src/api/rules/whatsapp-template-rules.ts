import type { BodyComponent, CarouselComponent, HeaderComponent, TemplateCategory, TemplateComponent, TemplateContentInput } from '../contracts/whatsapp-template';
import { checkButtons } from './template-button-rules';
import type { TemplateProblem, TemplateRuleId } from './template-problem';
import { countEmoji, findVariables, hasEmoji, textLength } from './template-text';
import { checkVariableKinds, checkVariableText, examplesByName, type VariableText } from './template-variable-rules';
import { snakeCasePattern, templateLanguagePattern, whatsappTemplateLimits as limits } from './whatsapp-template-limits';

export type { TemplateProblem } from './template-problem';

const bodyText = (body: BodyComponent, path: string): VariableText => ({
  path: `${path}.text`,
  examplePath: `${path}.example`,
  text: body.text,
  examples: examplesByName(body.example?.body_text?.[0], body.example?.body_text_named_params),
  isBody: true,
});

const headerText = (header: HeaderComponent, path: string): VariableText => ({
  path: `${path}.text`,
  examplePath: `${path}.example`,
  text: header.text ?? '',
  examples: examplesByName(header.example?.header_text, header.example?.header_text_named_params),
  isBody: false,
});

function checkHeader(header: HeaderComponent, path: string): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const add = (field: string, rule: TemplateRuleId, params: TemplateProblem['params'] = {}) => problems.push({ path: `${path}.${field}`, rule, params });
  if (header.format === 'TEXT') {
    const text = header.text ?? '';
    if (!text.trim()) add('text', 'header.text_required');
    if (textLength(text) > limits.headerTextMaxLength) add('text', 'text.too_long', { max: limits.headerTextMaxLength });
    if (new Set(findVariables(text).map((v) => v.name)).size > limits.headerMaxVariables) add('text', 'header.too_many_variables', { max: limits.headerMaxVariables });
    if (/[\r\n]/.test(text)) add('text', 'header.line_break');
    if (hasEmoji(text)) add('text', 'header.emoji');
    if (/[*_~]/.test(text.replace(/\{\{[^{}]*\}\}/g, ''))) add('text', 'header.formatting');
  } else if (header.format !== 'LOCATION' && !header.example?.header_handle?.[0]) {
    add('example', 'header.sample_required', { format: header.format });
  }
  return problems;
}

function checkBody(body: BodyComponent, path: string, category: TemplateCategory): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  // AUTHENTICATION bodies are written by the platform from its fixed text.
  if (category === 'AUTHENTICATION') return problems;
  if (!body.text.trim()) problems.push({ path: `${path}.text`, rule: 'body.required', params: {} });
  if (textLength(body.text) > limits.bodyMaxLength) problems.push({ path: `${path}.text`, rule: 'text.too_long', params: { max: limits.bodyMaxLength } });
  const emojiMax = category === 'MARKETING' || category === 'UTILITY' ? limits.emojiMax[category] : null;
  if (emojiMax !== null && countEmoji(body.text) > emojiMax) problems.push({ path: `${path}.text`, rule: 'body.too_many_emoji', params: { max: emojiMax } });
  return problems;
}

const cardShape = (components: readonly TemplateComponent[]) =>
  components.map((c) => (c.type === 'HEADER' ? `HEADER:${c.format}` : c.type === 'BUTTONS' ? `BUTTONS:${c.buttons.map((b) => b.type).join(',')}` : c.type)).join('|');

function checkCarousel(carousel: CarouselComponent, path: string, category: TemplateCategory, texts: VariableText[]): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  if (category !== 'MARKETING') problems.push({ path, rule: 'carousel.marketing_only', params: {} });
  if (carousel.cards.length === 0) problems.push({ path: `${path}.cards`, rule: 'carousel.no_cards', params: {} });
  if (carousel.cards.length > limits.carouselCardsMax) problems.push({ path: `${path}.cards`, rule: 'carousel.too_many_cards', params: { max: limits.carouselCardsMax } });
  const firstShape = carousel.cards[0] ? cardShape(carousel.cards[0].components) : '';
  carousel.cards.forEach((card, cardIndex) => {
    const cardPath = `${path}.cards.${cardIndex}`;
    if (cardShape(card.components) !== firstShape) problems.push({ path: cardPath, rule: 'carousel.cards_differ', params: { card: cardIndex + 1 } });
    const header = card.components.find((c) => c.type === 'HEADER');
    if (!header || (header.format !== 'IMAGE' && header.format !== 'VIDEO')) problems.push({ path: `${cardPath}.components`, rule: 'carousel.card_media_header', params: {} });
    card.components.forEach((component, index) => {
      const componentPath = `${cardPath}.components.${index}`;
      if (component.type === 'HEADER' && component.format !== 'TEXT') problems.push(...checkHeader(component, componentPath));
      if (component.type === 'BODY') {
        problems.push(...checkBody(component, componentPath, category));
        texts.push(bodyText(component, componentPath));
      }
      if (component.type === 'BUTTONS') problems.push(...checkButtons(component.buttons, category, componentPath, limits.carouselCardButtonsMax));
    });
  });
  return problems;
}

/**
 * Every content rule of a WhatsApp template (platform-limits.md), all problems at once, each naming its field.
 * @example validateWhatsappTemplate({ name: 'Promo', … }) // [{ path: 'name', rule: 'name.pattern', params: {} }, …]
 */
export function validateWhatsappTemplate(template: TemplateContentInput): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const { name, language, category, components } = template;
  if (!name) problems.push({ path: 'name', rule: 'name.required', params: {} });
  else if (!snakeCasePattern.test(name)) problems.push({ path: 'name', rule: 'name.pattern', params: {} });
  if (name.length > limits.nameMaxLength) problems.push({ path: 'name', rule: 'name.too_long', params: { max: limits.nameMaxLength } });
  if (!templateLanguagePattern.test(language)) problems.push({ path: 'language', rule: 'language.format', params: {} });

  const seen = new Set<string>();
  const texts: VariableText[] = [];
  components.forEach((component, index) => {
    const path = `components.${index}`;
    if (seen.has(component.type)) problems.push({ path, rule: 'components.duplicate', params: { type: component.type } });
    seen.add(component.type);
    switch (component.type) {
      case 'HEADER':
        problems.push(...checkHeader(component, path));
        if (component.format === 'TEXT') texts.push(headerText(component, path));
        break;
      case 'BODY':
        problems.push(...checkBody(component, path, category));
        if (category !== 'AUTHENTICATION') texts.push(bodyText(component, path));
        break;
      case 'FOOTER': {
        const text = component.text ?? '';
        if (textLength(text) > limits.footerMaxLength) problems.push({ path: `${path}.text`, rule: 'text.too_long', params: { max: limits.footerMaxLength } });
        if (findVariables(text).length > 0) problems.push({ path: `${path}.text`, rule: 'footer.variables', params: {} });
        break;
      }
      case 'BUTTONS':
        problems.push(...checkButtons(component.buttons, category, path));
        break;
      case 'CAROUSEL':
        problems.push(...checkCarousel(component, path, category, texts));
        break;
    }
  });
  if (!seen.has('BODY')) problems.push({ path: 'components', rule: 'body.required', params: {} });
  if (category === 'AUTHENTICATION' && !seen.has('BUTTONS')) problems.push({ path: 'components', rule: 'buttons.otp_required', params: { count: limits.otpButtons } });

  for (const text of texts) problems.push(...checkVariableText(text));
  problems.push(...checkVariableKinds(texts, template.parameter_format ?? 'POSITIONAL'));
  return problems;
}

export type CountedField = 'header' | 'body' | 'footer' | 'button_label' | 'button_url' | 'button_phone' | 'copy_code' | 'name';

const fieldMax: Record<CountedField, number> = {
  header: limits.headerTextMaxLength,
  body: limits.bodyMaxLength,
  footer: limits.footerMaxLength,
  button_label: limits.buttonLabelMaxLength,
  button_url: limits.urlMaxLength,
  button_phone: limits.phoneNumberMaxLength,
  copy_code: limits.copyCodeMaxLength,
  name: limits.nameMaxLength,
};

export interface FieldCount {
  length: number;
  max: number;
  /** Body only: emoji written and allowed for the category (null when the category has no cap). */
  emoji: number;
  emojiMax: number | null;
  variables: number;
  over: boolean;
}

/** What a live counter beside a field shows: `12 / 60`, emoji `3 / 10`. */
export function countTemplateField(field: CountedField, text: string, category?: TemplateCategory): FieldCount {
  const length = textLength(text);
  const max = fieldMax[field];
  const emoji = countEmoji(text);
  const emojiMax = field === 'body' && (category === 'MARKETING' || category === 'UTILITY') ? limits.emojiMax[category] : null;
  return { length, max, emoji, emojiMax, variables: findVariables(text).length, over: length > max || (emojiMax !== null && emoji > emojiMax) };
}
