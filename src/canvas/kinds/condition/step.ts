import { type ConditionGroup, type ConditionOperator, FILE_EXTENSIONS, fileExtension, type FileFamily, fileNameOf, formatValue, isConditionUrl, isEmail, isIndiaPhone, isLettersAndSpaces, type JsonValue, type NodeStep, parseDecimal, parseIsoDate, parseTimeOfDay, parseWholeNumber, type VariableScope } from '@/canvas/kernel';
import type { ConditionData, ConditionRule } from './model';

/** Tests the variable's value against the rule's (already interpolated) values. */
type RuleTest = (subject: JsonValue | undefined, values: string[]) => boolean;
type GroupTests = Partial<Record<ConditionOperator, RuleTest>>;

/** greater / less / equals / between (inclusive) on a measure of the subject; unparsable values are false. */
function ordered(measure: (subject: string) => number | null, parse: (value: string) => number | null): GroupTests {
  const compare =
    (holds: (subject: number, values: number[]) => boolean): RuleTest =>
    (subject, values) => {
      const measured = measure(formatValue(subject));
      const parsed = values.map(parse);
      return measured !== null && parsed.every((value) => value !== null) && holds(measured, parsed as number[]);
    };
  return {
    greater: compare((subject, [value]) => value !== undefined && subject > value),
    less: compare((subject, [value]) => value !== undefined && subject < value),
    equals: compare((subject, [value]) => subject === value),
    between: compare((subject, [low, high]) => low !== undefined && high !== undefined && low <= subject && subject <= high),
  };
}

function validity(check: (subject: string) => boolean): GroupTests {
  return { valid: (subject) => check(formatValue(subject)), 'not valid': (subject) => !check(formatValue(subject)) };
}

/** Text comparisons ignore case and surrounding spaces. */
function textTests(): GroupTests {
  const compare =
    (holds: (subject: string, value: string) => boolean): RuleTest =>
    (subject, [value = '']) =>
      holds(formatValue(subject).trim().toLowerCase(), value.trim().toLowerCase());
  return {
    equals: compare((subject, value) => subject === value),
    begins: compare((subject, value) => subject.startsWith(value)),
    ends: compare((subject, value) => subject.endsWith(value)),
    contains: compare((subject, value) => subject.includes(value)),
    ...validity(isLettersAndSpaces),
  };
}

/** Extension lists are written `png jpg`, `png, jpg` or `.png`. */
const extensionList = (value = ''): string[] =>
  value
    .split(/[\s,]+/)
    .map((item) => item.replace(/^\./, '').toLowerCase())
    .filter(Boolean);

function fileTests(family: FileFamily): GroupTests {
  const extension = (subject: JsonValue | undefined) => fileExtension(fileNameOf(subject));
  const known: readonly string[] = FILE_EXTENSIONS[family];
  return {
    'extension contains': (subject, [list]) => extensionList(list).includes(extension(subject)),
    'extension not contains': (subject, [list]) => !extensionList(list).includes(extension(subject)),
    valid: (subject) => known.includes(extension(subject)),
    'not valid': (subject) => !known.includes(extension(subject)),
  };
}

const dateTests = { ...ordered(parseIsoDate, parseIsoDate), ...validity((subject) => parseIsoDate(subject) !== null) };
const timeTests = { ...ordered(parseTimeOfDay, parseTimeOfDay), ...validity((subject) => parseTimeOfDay(subject) !== null) };

/** Every condition group with the operators it evaluates (see docs/flow-runtime.md for each rule). */
export const CONDITION_TESTS: Readonly<Record<ConditionGroup, GroupTests>> = {
  Number: ordered(parseWholeNumber, parseWholeNumber),
  Decimals: ordered(parseDecimal, parseDecimal),
  Text: textTests(),
  'String Length': ordered((subject) => [...subject].length, parseWholeNumber),
  'Word Count': ordered((subject) => (subject.trim() === '' ? 0 : subject.trim().split(/\s+/).length), parseWholeNumber),
  URL: validity(isConditionUrl),
  Email: validity(isEmail),
  'India phone number': validity(isIndiaPhone),
  Date: dateTests,
  Time: timeTests,
  Image: fileTests('image'),
  Document: fileTests('document'),
  Audio: fileTests('audio'),
};

/**
 * Whether one rule holds; an operator its group does not evaluate is false.
 * @example evaluateRule({ id: 'r', variable: 'age', group: 'Number', operator: 'greater', values: ['17'] }, scope) // true when age is 18
 */
export function evaluateRule(rule: ConditionRule, scope: VariableScope): boolean {
  const test = CONDITION_TESTS[rule.group][rule.operator];
  if (!test) return false;
  return test(
    scope.lookup(rule.variable),
    rule.values.map((value) => scope.interpolate(value)),
  );
}

/** CONDITION: the rules joined by AND (`&&`) or OR (`||`); `true` or `false` branch. No rules: false. */
export const conditionStep: NodeStep<ConditionData> = ({ data, scope }) => {
  const results = data.rules.map((rule) => ({ rule, holds: evaluateRule(rule, scope) }));
  const holds = results.length > 0 && (data.joiner === '&&' ? results.every((result) => result.holds) : results.some((result) => result.holds));
  const note = results.map(({ rule, holds: ruleHolds }) => `${rule.variable} ${rule.group} ${rule.operator} ${rule.values.join('..')}: ${ruleHolds}`).join(` ${data.joiner} `);
  return { type: 'next', handle: holds ? 'true' : 'false', note };
};
