import type { TemplateComponent } from '@/api/contracts/whatsapp-template';

const VARIABLE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

const namesIn = (text: string | undefined) => [...(text ?? '').matchAll(VARIABLE)].map((match) => match[1] as string);

/** The variables a template's header, body and URL buttons need, in order of appearance, once each. */
export function templateVariables(components: readonly TemplateComponent[]): string[] {
  const names: string[] = [];
  for (const component of components) {
    if (component.type === 'HEADER' && component.format === 'TEXT') names.push(...namesIn(component.text));
    if (component.type === 'BODY') names.push(...namesIn(component.text));
    if (component.type === 'BUTTONS') for (const button of component.buttons) if (button.type === 'URL') names.push(...namesIn(button.url));
  }
  return [...new Set(names)];
}
