import { z } from 'zod';
import { CONDITION_GROUPS, CONDITION_JOINERS, CONDITION_OPERATORS, CONDITION_PATTERNS, type ConditionGroup, type ConditionOperator, type HandleSpec, idSchema, variableRefSchema } from '@/canvas/kernel';

export const conditionRuleSchema = z.object({
  id: idSchema,
  /** The variable tested, without braces. */
  variable: variableRefSchema,
  group: z.enum(CONDITION_GROUPS),
  operator: z.enum(CONDITION_OPERATORS),
  /** Compared values; `between` uses two, `valid`/`not valid` none. */
  values: z.array(z.string()),
});
export type ConditionRule = z.infer<typeof conditionRuleSchema>;

export const conditionDataSchema = z.object({
  joiner: z.enum(CONDITION_JOINERS),
  rules: z.array(conditionRuleSchema),
});
export type ConditionData = z.infer<typeof conditionDataSchema>;

interface GroupSpec {
  operators: readonly ConditionOperator[];
  /** Pattern each compared value must match (spec §5); extension operators use `extension`. */
  value: RegExp;
  /** Values compare as numbers (for `between` ordering) or as ordered strings. */
  ordered: 'number' | 'string' | 'none';
}

const COMPARE = ['greater', 'less', 'equals', 'between'] as const;
const VALIDITY = ['valid', 'not valid'] as const;
const FILE = ['valid', 'not valid', 'extension contains', 'extension not contains'] as const;

/** Which operators fit each group and how their values are checked. */
export const CONDITION_GROUP_SPECS: Readonly<Record<ConditionGroup, GroupSpec>> = {
  Number: { operators: COMPARE, value: CONDITION_PATTERNS.wholeNumber, ordered: 'number' },
  Decimals: { operators: COMPARE, value: CONDITION_PATTERNS.decimal, ordered: 'number' },
  Text: { operators: ['equals', 'begins', 'ends', 'contains'], value: CONDITION_PATTERNS.text, ordered: 'none' },
  'String Length': { operators: COMPARE, value: CONDITION_PATTERNS.wholeNumber, ordered: 'number' },
  'Word Count': { operators: COMPARE, value: CONDITION_PATTERNS.wholeNumber, ordered: 'number' },
  URL: { operators: VALIDITY, value: CONDITION_PATTERNS.url, ordered: 'none' },
  Email: { operators: VALIDITY, value: CONDITION_PATTERNS.email, ordered: 'none' },
  'India phone number': { operators: VALIDITY, value: CONDITION_PATTERNS.phone, ordered: 'none' },
  Date: { operators: COMPARE, value: CONDITION_PATTERNS.date, ordered: 'string' },
  Time: { operators: COMPARE, value: CONDITION_PATTERNS.time, ordered: 'string' },
  Image: { operators: FILE, value: CONDITION_PATTERNS.noSpecialCharacters, ordered: 'none' },
  Document: { operators: FILE, value: CONDITION_PATTERNS.noSpecialCharacters, ordered: 'none' },
  Audio: { operators: FILE, value: CONDITION_PATTERNS.noSpecialCharacters, ordered: 'none' },
};

/** How many values an operator compares against. */
export function operatorArity(operator: ConditionOperator): number {
  if (operator === 'between') return 2;
  if (operator === 'valid' || operator === 'not valid') return 0;
  return 1;
}

export function createConditionData(): ConditionData {
  return { joiner: '&&', rules: [{ id: 'rule-1', variable: '', group: 'Text', operator: 'equals', values: [''] }] };
}

export const CONDITION_OUTPUTS: readonly HandleSpec[] = [
  { id: 'true', labelKey: 'canvas.handles.true', required: true },
  { id: 'false', labelKey: 'canvas.handles.false', required: true },
];
