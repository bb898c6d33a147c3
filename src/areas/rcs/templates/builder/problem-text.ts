import { useTranslation } from 'react-i18next';
import type { RcsTemplateProblem } from '@/api/rules/rcs-template-rules';

/** The text of a path's problem, if it has one; server-named fields (`template.cards.0.title`) come in through `server`. */
export type ProblemAt = (path: string) => string | undefined;

export function useProblemAt(problems: Map<string, RcsTemplateProblem>, server: Readonly<Record<string, string>>): ProblemAt {
  const { t } = useTranslation();
  return (path) => {
    const problem = problems.get(path);
    if (problem) return t(`rcsTemplates.rules.${problem.rule}`, problem.params);
    return server[`template.${path}`] ?? server[path];
  };
}
