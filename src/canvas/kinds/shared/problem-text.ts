import { PROBLEM_DEFAULT_MESSAGES, type Problem } from '@/canvas/kernel';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A problem's message in the current language; the engine's English text (with its `{param}`
 * placeholders filled) is the fallback when the key is missing.
 */
export function problemText(t: Translate, problem: Problem): string {
  const params = problem.params ?? {};
  const fallback = PROBLEM_DEFAULT_MESSAGES[problem.code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
  return t(problem.messageKey, { ...params, defaultValue: fallback });
}
