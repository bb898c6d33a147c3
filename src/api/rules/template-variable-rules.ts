import { findVariables, isPositionalName } from './template-text';
import type { TemplateProblem } from './template-problem';
import { snakeCasePattern, whatsappTemplateLimits as limits } from './whatsapp-template-limits';

/** A text of the template that may hold variables, with its examples as the payload carries them. */
export interface VariableText {
  /** Path of the text field, e.g. `components.1.text`. */
  path: string;
  /** Path of its examples, e.g. `components.1.example`. */
  examplePath: string;
  text: string;
  /** Examples by variable name (`1`, `first_name`). */
  examples: Readonly<Record<string, string>>;
  /** Bodies may not start or end with a variable; a header may. */
  isBody: boolean;
}

/** Examples of a component keyed by variable name, whichever way the payload spells them. */
export function examplesByName(positional: readonly string[] | undefined, named: readonly { param_name: string; example: string }[] | undefined): Record<string, string> {
  const byName: Record<string, string> = {};
  positional?.forEach((value, index) => {
    byName[String(index + 1)] = value;
  });
  named?.forEach(({ param_name, example }) => {
    byName[param_name] = example;
  });
  return byName;
}

/** Rules for the variables of one text: numbering, names, placement and examples. */
export function checkVariableText({ path, examplePath, text, examples, isBody }: VariableText): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const variables = findVariables(text);
  if (variables.length === 0) return problems;

  const positional = [...new Set(variables.filter((v) => isPositionalName(v.name)).map((v) => Number(v.name)))].sort((a, b) => a - b);
  const gap = positional.findIndex((n, i) => n !== i + 1);
  if (gap >= 0) problems.push({ path, rule: 'variables.not_sequential', params: { expected: gap + 1 } });

  const seenNamed = new Set<string>();
  for (const { name } of variables) {
    if (isPositionalName(name)) continue;
    if (!snakeCasePattern.test(name)) problems.push({ path, rule: 'variables.name_pattern', params: { name } });
    else if (name.length > limits.namedVariableMaxLength) problems.push({ path, rule: 'variables.name_too_long', params: { name, max: limits.namedVariableMaxLength } });
    if (seenNamed.has(name)) problems.push({ path, rule: 'variables.duplicate_name', params: { name } });
    seenNamed.add(name);
  }

  if (isBody) {
    const first = variables[0];
    const last = variables[variables.length - 1];
    if (first && text.slice(0, first.start).trim() === '') problems.push({ path, rule: 'variables.at_start', params: {} });
    if (last && text.slice(last.end).trim() === '') problems.push({ path, rule: 'variables.at_end', params: {} });
  }
  // Only spaces between two variables counts as side by side: Meta refuses `{{1}} {{2}}` as it does `{{1}}{{2}}`.
  variables.forEach((variable, i) => {
    const next = variables[i + 1];
    if (next && text.slice(variable.end, next.start).trim() === '') problems.push({ path, rule: 'variables.adjacent', params: { first: variable.name, second: next.name } });
  });

  for (const name of new Set(variables.map((v) => v.name))) {
    if (!examples[name]?.trim()) problems.push({ path: examplePath, rule: 'variables.example_required', params: { name } });
  }
  return problems;
}

/** Positional and named variables never mix in one template, and they match the declared format. */
export function checkVariableKinds(texts: readonly VariableText[], declared: 'POSITIONAL' | 'NAMED'): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  let positionalSeen = false;
  let namedSeen = false;
  for (const { path, text } of texts) {
    for (const { name } of findVariables(text)) {
      const positional = isPositionalName(name);
      if ((positional && namedSeen) || (!positional && positionalSeen)) {
        problems.push({ path, rule: 'variables.mixed', params: {} });
        return problems;
      }
      positionalSeen ||= positional;
      namedSeen ||= !positional;
    }
  }
  const wrong = declared === 'POSITIONAL' ? namedSeen : positionalSeen;
  if (wrong) problems.push({ path: 'parameter_format', rule: 'variables.format_mismatch', params: { format: declared } });
  return problems;
}
