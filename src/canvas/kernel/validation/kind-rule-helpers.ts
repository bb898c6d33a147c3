import type { KindProblem } from '../model/kind-definition';
import { PROBLEM_CODES } from './codes';
import { isValidUrl } from './formats';

/** Small builders shared by the kinds' rules so every kind reports problems the same way. */
export function error(field: string, code: string, params?: KindProblem['params']): KindProblem {
  return params ? { field, code, severity: 'error', params } : { field, code, severity: 'error' };
}

export function checkRequired(out: KindProblem[], field: string, value: string | null | undefined): void {
  if (value === null || value === undefined || value.trim() === '') out.push(error(field, PROBLEM_CODES.required));
}

export function checkMaxLength(out: KindProblem[], field: string, value: string, max: number): void {
  if (value.length > max) out.push(error(field, PROBLEM_CODES.tooLong, { max }));
}

/** Reports a missing URL as required, a malformed one as invalid. */
export function checkUrl(out: KindProblem[], field: string, value: string): void {
  if (value.trim() === '') out.push(error(field, PROBLEM_CODES.required));
  else if (!isValidUrl(value)) out.push(error(field, PROBLEM_CODES.urlInvalid));
}

/** Reports every id seen twice in a list of items. */
export function checkUniqueIds(out: KindProblem[], field: string, items: readonly { id: string }[]): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) out.push(error(`${field}.${index}.id`, PROBLEM_CODES.duplicateId, { id: item.id }));
    seen.add(item.id);
  });
}
