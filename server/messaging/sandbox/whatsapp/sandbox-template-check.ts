import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import type { SendComponent, SendParameter } from '../../channels/whatsapp/cloud-api-types';
import { variablesIn } from '@/api/contracts/template-variables';
import { graphErrors, type GraphRefusal } from './graph-errors';

/**
 * The provider's checks of a send request against the approved template: the 132000 series.
 * Answers the refusal, or the body text as the recipient sees it.
 */
export function checkAgainstTemplate(template: TemplateContent, components: readonly SendComponent[]): { refusal: GraphRefusal } | { text: string } {
  const named = template.parameter_format === 'NAMED';
  const sent = (type: 'header' | 'body') => components.find((component) => component.type === type)?.parameters ?? [];
  let text = '';

  for (const component of template.components) {
    if (component.type === 'HEADER') {
      const given = sent('header');
      if (component.format === 'TEXT') {
        const problem = compareText('header', variablesIn(component.text ?? ''), given, named);
        if (problem) return { refusal: problem };
      } else {
        const wanted = component.format.toLowerCase();
        if (given.length !== 1 || given[0]?.type !== wanted) return { refusal: graphErrors.parameterFormat(`header: expected one ${wanted} parameter`) };
      }
    } else if (component.type === 'BODY') {
      const names = variablesIn(component.text);
      const given = sent('body');
      const problem = compareText('body', names, given, named);
      if (problem) return { refusal: problem };
      text = fill(component.text, names, given, named);
    } else if (component.type === 'BUTTONS') {
      for (const [index, button] of component.buttons.entries()) {
        const needed = (button.type === 'URL' && variablesIn(button.url).length > 0) || button.type === 'COPY_CODE';
        if (!needed) continue;
        const given = components.find((item) => item.type === 'button' && String(item.index) === String(index));
        const value = given?.parameters[0];
        const filled = value?.type === 'text' ? value.text : value?.type === 'coupon_code' ? value.coupon_code : '';
        if (!given || given.parameters.length !== 1 || filled.trim() === '') {
          return { refusal: graphErrors.parameterCount(`button at index ${index}: number of params (${given?.parameters.length ?? 0}) does not match the expected number of params (1)`) };
        }
      }
    }
  }
  return { text };
}

function compareText(where: string, names: string[], given: readonly SendParameter[], named: boolean): GraphRefusal | null {
  if (given.length !== names.length) {
    return graphErrors.parameterCount(`${where}: number of localizable_params (${given.length}) does not match the expected number of params (${names.length})`);
  }
  for (const [index, parameter] of given.entries()) {
    if (parameter.type !== 'text') return graphErrors.parameterFormat(`${where}: parameter ${index + 1} must be text`);
    if (parameter.text.trim() === '') return graphErrors.parameterMissing(`${where}: parameter ${index + 1} has no text`);
    if (named && !names.includes(parameter.parameter_name ?? '')) {
      return graphErrors.parameterCount(`${where}: parameter name "${parameter.parameter_name ?? ''}" is not in the template`);
    }
  }
  return null;
}

function fill(text: string, names: string[], given: readonly SendParameter[], named: boolean): string {
  const positional = [...names].sort((a, b) => Number(a) - Number(b));
  const valueOf = (name: string) => {
    const parameter = named ? given.find((item) => item.type === 'text' && item.parameter_name === name) : given[positional.indexOf(name)];
    return parameter?.type === 'text' ? parameter.text : '';
  };
  return text.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (_, name: string) => valueOf(name));
}

/** The addresses of the template's URL buttons as the phone opens them: a dynamic URL with its sent suffix. */
export function buttonLinks(template: TemplateContent, components: readonly SendComponent[]): string[] {
  const buttons = template.components.find((component) => component.type === 'BUTTONS');
  if (!buttons || buttons.type !== 'BUTTONS') return [];
  return buttons.buttons.flatMap((button, index) => {
    if (button.type !== 'URL') return [];
    const given = components.find((item) => item.type === 'button' && String(item.index) === String(index))?.parameters[0];
    const suffix = given?.type === 'text' ? given.text : '';
    return [button.url.replace(/\{\{\s*[A-Za-z0-9_]+\s*\}\}/, suffix)];
  });
}
