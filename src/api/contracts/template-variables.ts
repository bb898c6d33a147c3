import type { TemplateButton, TemplateContent } from './whatsapp-template';

/**
 * The keys a send of a template fills, shared by the campaign sender (server), publishing an
 * automation (server) and the automation builder's inspector (console), so all three name a slot
 * the same way. The Cloud API numbers header and body variables separately, so keys are qualified
 * where they could clash:
 * - body: `1`, `2`… for POSITIONAL templates, the name (`first_name`) for NAMED ones;
 * - header text: `header.1` (POSITIONAL) or its name (NAMED); location header: `header.latitude`, `header.longitude`;
 * - URL button suffix and copy-code value: `button.<index>` (index among the template's buttons).
 */

const variablePattern = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** Variable names in order of first appearance, each once. */
export function variablesIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(variablePattern), (match) => match[1] ?? ''))];
}

/** Positional names in numeric order (`2` before `10`). */
export function positionalOrder(names: readonly string[]): string[] {
  return [...names].sort((a, b) => Number(a) - Number(b));
}

export function buttonNeedsValue(button: TemplateButton): boolean {
  return (button.type === 'URL' && variablesIn(button.url).length > 0) || button.type === 'COPY_CODE';
}

/**
 * Every key a send needs a value for, header first, then body, then buttons.
 * @example templateVariableKeys(offer) // ['header.1', '1', '2']
 */
export function templateVariableKeys(template: Pick<TemplateContent, 'parameter_format' | 'components'>): string[] {
  const named = template.parameter_format === 'NAMED';
  const keys: string[] = [];
  for (const component of template.components) {
    if (component.type === 'HEADER') {
      if (component.format === 'TEXT') keys.push(...variablesIn(component.text ?? '').map((name) => (named ? name : `header.${name}`)));
      else if (component.format === 'LOCATION') keys.push('header.latitude', 'header.longitude');
    } else if (component.type === 'BODY') {
      const names = variablesIn(component.text);
      keys.push(...(named ? names : positionalOrder(names)));
    } else if (component.type === 'BUTTONS') {
      component.buttons.forEach((button, index) => {
        if (buttonNeedsValue(button)) keys.push(`button.${index}`);
      });
    }
  }
  return [...new Set(keys)];
}

/** Carousel templates are not sent one by one (campaigns and automations alike refuse them). */
export const sendsOneByOne = (template: Pick<TemplateContent, 'components'>) => !template.components.some((component) => component.type === 'CAROUSEL');
