import { type Problem, type ProblemCode, problemMessageKey } from '@/canvas/kernel';

/** Builds a problem with its message key. */
export function problem(
  nodeId: string | null,
  field: string,
  code: ProblemCode,
  severity: Problem['severity'] = 'error',
  extra: Pick<Problem, 'params' | 'edgeId'> = {},
): Problem {
  return { nodeId, field, severity, code, messageKey: problemMessageKey(code), ...extra };
}
