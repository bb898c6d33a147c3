import type { KindProblem } from '@/canvas/kernel';

/**
 * Notes carry no rules: an empty note is allowed.
 * @example noteRules({ text: '', color: 'yellow' }) // []
 */
export function noteRules(): KindProblem[] {
  return [];
}
