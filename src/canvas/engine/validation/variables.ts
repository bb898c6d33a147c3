import { type Problem, PROBLEM_CODES, templateReferences, type ValidationContext, VARIABLE_NAME_PATTERN } from '@/canvas/kernel';
import type { FlowDocument, FlowNode } from '../model/flow-schema';
import { kindOf } from '@/canvas/registry';
import { problem } from './problem';

/**
 * Calls `visit` with every string inside a value and its path segments. The path is a shared
 * stack, joined only by the caller on a hit, because building a path per string dominated the run time.
 */
function walkStrings(value: unknown, path: (string | number)[], visit: (text: string, path: (string | number)[]) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      walkStrings(value[index], path, visit);
      path.pop();
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const key in value) {
      path.push(key);
      walkStrings((value as Record<string, unknown>)[key], path, visit);
      path.pop();
    }
  }
}

/** Names a `{{reference}}` may use: built-ins, declared variables and variables some node assigns. */
function knownVariables(doc: FlowDocument, context: ValidationContext): Set<string> {
  const known = new Set<string>(context.builtInVariables ?? []);
  for (const variable of doc.variables) known.add(variable.name);
  for (const node of doc.nodes) for (const name of kindOf(node.kind).writesVariables(node.data)) known.add(name);
  return known;
}

function referenceProblems(node: FlowNode, known: ReadonlySet<string>, out: Problem[]): void {
  if (kindOf(node.kind).ignoredByRuntime) return;
  walkStrings(node.data, [], (text, path) => {
    for (const name of templateReferences(text)) {
      const root = name.split('.')[0] ?? name;
      if (!known.has(name) && !known.has(root)) {
        out.push(problem(node.id, path.join('.'), PROBLEM_CODES.variableUndefined, 'error', { params: { name } }));
      }
    }
  });
}

/**
 * Variable rules: declared names are valid and unique; every `{{name}}` in node content names a
 * declared, node-assigned or built-in variable (for `{{a.b}}`, `a` is enough).
 * @example variableProblems(docWithText('Hi {{who}}')) // [{ code: 'VARIABLE_UNDEFINED', params: { name: 'who' } }]
 */
export function variableProblems(doc: FlowDocument, context: ValidationContext = {}): Problem[] {
  const out: Problem[] = [];
  const declared = new Set<string>(context.builtInVariables ?? []);
  doc.variables.forEach((variable, index) => {
    if (!VARIABLE_NAME_PATTERN.test(variable.name)) out.push(problem(null, `variables.${index}.name`, PROBLEM_CODES.variableNameInvalid));
    else if (declared.has(variable.name)) {
      out.push(problem(null, `variables.${index}.name`, PROBLEM_CODES.variableDuplicate, 'error', { params: { name: variable.name } }));
    }
    declared.add(variable.name);
  });
  const known = knownVariables(doc, context);
  for (const node of doc.nodes) referenceProblems(node, known, out);
  return out;
}

/**
 * The `{{variable}}` problems of one node: what `variableProblems` reports for it, without walking
 * the text of the other nodes.
 * @example nodeVariableProblems(doc, node) // [{ nodeId: node.id, code: 'VARIABLE_UNDEFINED', … }]
 */
export function nodeVariableProblems(doc: FlowDocument, node: FlowNode, context: ValidationContext = {}): Problem[] {
  const out: Problem[] = [];
  referenceProblems(node, knownVariables(doc, context), out);
  return out;
}
