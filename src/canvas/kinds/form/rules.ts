import { checkRequired, checkUniqueIds, error, type KindProblem, PROBLEM_CODES } from '@/canvas/kernel';
import type { FormData } from './model';

/**
 * Content rules of a FORM node: at least one field, each with a label and a target variable.
 * @example formRules({ fields: [] }) // [{ field: 'fields', code: 'REQUIRED', … }]
 */
export function formRules(data: FormData): KindProblem[] {
  const out: KindProblem[] = [];
  if (data.fields.length === 0) out.push(error('fields', PROBLEM_CODES.required));
  checkUniqueIds(out, 'fields', data.fields);
  data.fields.forEach((field, index) => {
    checkRequired(out, `fields.${index}.label`, field.label);
    checkRequired(out, `fields.${index}.variable`, field.variable);
  });
  return out;
}
