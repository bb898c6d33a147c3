import { useTranslation } from 'react-i18next';
import type { NodeBodyProps } from '../shared/kind-ui-types';
import { clip } from '../shared/settings-kit';
import type { ConditionData } from './model';

/** The first rule as `variable operator value`, joined with the others by the joiner. */
export function conditionSummary(data: ConditionData): string {
  const rules = data.rules.filter((rule) => rule.variable);
  return clip(rules.map((rule) => [rule.variable, rule.operator, ...rule.values].filter(Boolean).join(' ')).join(` ${data.joiner} `));
}

export function ConditionNodeBody({ data }: NodeBodyProps<ConditionData>) {
  const { t } = useTranslation();
  return <p className="truncate">{conditionSummary(data) || t('canvas.node.empty')}</p>;
}
