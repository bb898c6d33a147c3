import { useTranslation } from 'react-i18next';
import { clip, type NodeBodyProps, VariableText } from '../shared/view';
import type { ConditionData, ConditionRule } from './model';

/** Rules drawn on the node; the rest are counted. */
const MAX_RULES = 3;

/** The first rule as `variable operator value`, joined with the others by the joiner. */
export function conditionSummary(data: ConditionData): string {
  const rules = data.rules.filter((rule) => rule.variable);
  return clip(rules.map((rule) => [rule.variable, rule.operator, ...rule.values].filter(Boolean).join(' ')).join(` ${data.joiner} `));
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A rule as a sentence: "{{email}} is a valid Email", "{{age}} is between 18 and 65". The variable
 * keeps its braces so the node marks it as the message texts do.
 * @example ruleInWords(t, { variable: 'age', group: 'Number', operator: 'greater', values: ['17'] }) // '{{age}} is greater than 17'
 */
export function ruleInWords(t: Translate, rule: Pick<ConditionRule, 'variable' | 'group' | 'operator' | 'values'>): string {
  return t(`canvas.node.rule.${rule.operator.replace(/ /g, '_')}`, {
    variable: rule.variable ? `{{${rule.variable}}}` : '?',
    group: rule.group,
    value: rule.values[0] || '?',
    to: rule.values[1] || '?',
  });
}

/** Each rule in words, the later ones led by "and" or "or". */
export function ConditionNodeBody({ data }: NodeBodyProps<ConditionData>) {
  const { t } = useTranslation();
  if (data.rules.length === 0) return <p>{t('canvas.node.empty')}</p>;
  const joiner = t(data.joiner === '&&' ? 'canvas.node.and' : 'canvas.node.or');
  return (
    <ul className="grid gap-0.5 text-surface-foreground">
      {data.rules.slice(0, MAX_RULES).map((rule, index) => (
        <li key={rule.id} className="truncate">
          {index > 0 ? <span className="me-1 text-xs font-semibold text-muted-foreground uppercase">{joiner}</span> : null}
          <VariableText text={ruleInWords(t, rule)} />
        </li>
      ))}
      {data.rules.length > MAX_RULES ? <li className="text-xs text-muted-foreground">{t('canvas.node.more', { count: data.rules.length - MAX_RULES })}</li> : null}
    </ul>
  );
}
