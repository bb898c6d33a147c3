import { checkRequired, checkUniqueIds, error, isTemplateReference, type KindProblem, PROBLEM_CODES } from '@/canvas/kernel';
import { CONDITION_GROUP_SPECS, operatorArity, type ConditionData, type ConditionRule } from './model';

function checkBetween(out: KindProblem[], field: string, rule: ConditionRule): void {
  const [low, high] = rule.values;
  if (low === undefined || high === undefined || low.trim() === '' || high.trim() === '') {
    out.push(error(`${field}.values`, PROBLEM_CODES.betweenNeedsTwoOrdered));
    return;
  }
  if (isTemplateReference(low) || isTemplateReference(high)) return;
  const ordered = CONDITION_GROUP_SPECS[rule.group].ordered;
  const inOrder = ordered === 'number' ? Number(low) < Number(high) : low < high;
  if (!inOrder) out.push(error(`${field}.values`, PROBLEM_CODES.betweenNeedsTwoOrdered));
}

function checkRule(out: KindProblem[], field: string, rule: ConditionRule): void {
  checkRequired(out, `${field}.variable`, rule.variable);
  const spec = CONDITION_GROUP_SPECS[rule.group];
  if (!spec.operators.includes(rule.operator)) {
    out.push(error(`${field}.operator`, PROBLEM_CODES.conditionOperatorInvalid, { operator: rule.operator, group: rule.group }));
    return;
  }
  const arity = operatorArity(rule.operator);
  rule.values.slice(0, arity).forEach((value, index) => {
    const valueField = `${field}.values.${index}`;
    if (value.trim() === '') out.push(error(valueField, PROBLEM_CODES.required));
    else if (!isTemplateReference(value) && !spec.value.test(value)) {
      out.push(error(valueField, PROBLEM_CODES.conditionValueInvalid, { group: rule.group }));
    }
  });
  if (rule.operator === 'between') checkBetween(out, field, rule);
  else if (rule.values.length < arity) out.push(error(`${field}.values.0`, PROBLEM_CODES.required));
}

/**
 * Content rules of a CONDITION node: operator fits the group, values match the group's §5 regex,
 * `between` has two ordered values.
 * @example conditionRules({ joiner: '&&', rules: [] }) // [{ field: 'rules', code: 'REQUIRED', … }]
 */
export function conditionRules(data: ConditionData): KindProblem[] {
  const out: KindProblem[] = [];
  if (data.rules.length === 0) out.push(error('rules', PROBLEM_CODES.required));
  checkUniqueIds(out, 'rules', data.rules);
  data.rules.forEach((rule, index) => checkRule(out, `rules.${index}`, rule));
  return out;
}
