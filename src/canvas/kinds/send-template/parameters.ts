import { error, formatValue, type AutomationEvent, type KindProblem, PROBLEM_CODES, type VariableScope } from '@/canvas/kernel';
import { z } from 'zod';

/**
 * Where a template variable's value comes from: a fixed text (which may hold `{{variable}}`
 * references), the contact's number or WhatsApp name, the message that triggered the run, or a
 * variable of the automation by name.
 */
export const PARAMETER_SOURCES = ['text', 'phone', 'name', 'message', 'variable'] as const;
export type ParameterSource = (typeof PARAMETER_SOURCES)[number];

/** Sources whose `value` the author must write (a text, a variable's name). */
export const SOURCES_WITH_VALUE: ReadonlySet<ParameterSource> = new Set(['text', 'variable']);

/** Meta's limit on a body parameter's text. */
export const PARAMETER_MAX = 1024;

/** One variable of the template (`key` as `templateVariableKeys` names it) and how it is filled. */
export const templateParameterSchema = z.object({
  key: z.string().min(1).max(64),
  source: z.enum(PARAMETER_SOURCES),
  value: z.string().max(PARAMETER_MAX),
});
export type TemplateParameter = z.infer<typeof templateParameterSchema>;

export const emptyParameter = (key: string): TemplateParameter => ({ key, source: 'text', value: '' });

/**
 * The parameters for a newly picked template: one per variable key, in the template's order, each
 * keeping what the node already held under that key.
 * @example parametersFor(['1'], [{ key: '1', source: 'phone', value: '' }, { key: '2', source: 'text', value: 'x' }]) // [{ key: '1', source: 'phone', value: '' }]
 */
export function parametersFor(keys: readonly string[], current: readonly TemplateParameter[]): TemplateParameter[] {
  return keys.map((key) => current.find((parameter) => parameter.key === key) ?? emptyParameter(key));
}

/**
 * Every variable of the template needs a parameter, and a fixed text or a variable's name needs
 * writing: the problem sits on `parameters` when the key has no entry, on its `value` when empty.
 */
export function parameterProblems(keys: readonly string[], parameters: readonly TemplateParameter[]): KindProblem[] {
  const out: KindProblem[] = [];
  for (const key of keys) {
    const index = parameters.findIndex((parameter) => parameter.key === key);
    const parameter = parameters[index];
    if (!parameter) out.push(error('parameters', PROBLEM_CODES.templateVariableMissing, { key }));
    else if (SOURCES_WITH_VALUE.has(parameter.source) && parameter.value.trim() === '') out.push(error(`parameters.${index}.value`, PROBLEM_CODES.templateVariableMissing, { key }));
  }
  return out;
}

/**
 * The values a send fills the template with, by key, read from the run's event and variables.
 * @example parameterValues([{ key: '1', source: 'phone', value: '' }], event, scope) // { '1': '+971500000999' }
 */
export function parameterValues(parameters: readonly TemplateParameter[], event: AutomationEvent, scope: VariableScope): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of parameters) {
    const value =
      parameter.source === 'text'
        ? scope.interpolate(parameter.value)
        : parameter.source === 'phone'
          ? event.phone
          : parameter.source === 'name'
            ? (event.name ?? '')
            : parameter.source === 'message'
              ? event.text
              : formatValue(scope.lookup(parameter.value.trim()));
    values[parameter.key] = value;
  }
  return values;
}
