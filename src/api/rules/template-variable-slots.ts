import type { TemplateComponent, TemplateContentInput } from '../contracts/whatsapp-template';
import { variableNames } from './template-text';
import { examplesByName } from './template-variable-rules';

/** One value a campaign must supply per recipient: a variable of the header, body, a URL button or a carousel card. */
export interface VariableSlot {
  /** Stable id: `header.1`, `body.first_name`, `buttons.0.1`, `cards.2.body.1`. */
  key: string;
  /** The variable as written between the braces. */
  name: string;
  /** A column title for it in an audience file (`body_1`, `first_name`). */
  column: string;
  example: string;
}

function slotsOf(components: readonly TemplateComponent[], prefix: string): VariableSlot[] {
  const slots: VariableSlot[] = [];
  const push = (part: string, names: string[], examples: Record<string, string>) => {
    for (const name of names) {
      const key = `${prefix}${part}.${name}`;
      slots.push({ key, name, column: /^\d+$/.test(name) ? key.replaceAll('.', '_') : name, example: examples[name] ?? '' });
    }
  };
  for (const component of components) {
    if (component.type === 'HEADER' && component.format === 'TEXT' && component.text) {
      push('header', variableNames(component.text), examplesByName(component.example?.header_text, component.example?.header_text_named_params));
    }
    if (component.type === 'BODY') push('body', variableNames(component.text), examplesByName(component.example?.body_text?.[0], component.example?.body_text_named_params));
    if (component.type === 'BUTTONS') {
      component.buttons.forEach((button, index) => {
        if (button.type !== 'URL') return;
        // A URL button's example is the whole URL; its variable is what follows the fixed part.
        const fixed = button.url.replace(/\{\{[^{}]*\}\}$/, '');
        const sample = button.example?.[0] ?? '';
        const value = sample.startsWith(fixed) ? sample.slice(fixed.length) : sample;
        push(`buttons.${index}`, variableNames(button.url), Object.fromEntries(variableNames(button.url).map((n) => [n, value])));
      });
    }
    if (component.type === 'CAROUSEL') component.cards.forEach((card, index) => slots.push(...slotsOf(card.components, `${prefix}cards.${index}.`)));
  }
  return slots;
}

/**
 * The per-recipient values a template needs, in reading order; named variables repeated across parts
 * keep one slot per part so each part can be mapped on its own.
 * @example templateVariableSlots(t) // [{ key: 'body.1', name: '1', column: 'body_1', example: 'Asha' }]
 */
export function templateVariableSlots(template: Pick<TemplateContentInput, 'components'>): VariableSlot[] {
  return slotsOf(template.components, '');
}
