import { describe, expect, it } from 'vitest';
import { contentProblems, testNode } from '@/canvas/engine/testing';
import type { ConditionRule } from './model';

const check = (rule: Partial<ConditionRule>) =>
  contentProblems(testNode('CONDITION', 'c1', { joiner: '||', rules: [{ id: 'r', variable: 'name', group: 'Text', operator: 'equals', values: ['yes'], ...rule }] }));

describe('CONDITION rules', () => {
  it('needs at least one rule with a variable', () => {
    expect(contentProblems(testNode('CONDITION', 'c1', { rules: [] }))).toEqual([['rules', 'REQUIRED']]);
    expect(check({ variable: '' })).toEqual([['rules.0.variable', 'REQUIRED']]);
  });

  it('the operator must fit the group', () => {
    expect(check({ group: 'Number', operator: 'greater', values: ['3'] })).toEqual([]);
    expect(check({ group: 'Email', operator: 'greater', values: ['3'] })).toEqual([['rules.0.operator', 'CONDITION_OPERATOR_INVALID']]);
  });

  it.each([
    ['Number', 'equals', '42', '4.2'],
    ['Decimals', 'greater', '4.25', '4.'],
    ['Text', 'contains', 'hello world', 'hello1'],
    ['String Length', 'less', '10', 'ten'],
    ['Date', 'equals', '2025-01-31', '31/01/2025'],
    ['Time', 'less', '23:59', '24:00'],
    ['Image', 'extension contains', 'png', '.png'],
  ] as const)('%s values follow the group pattern', (group, operator, good, bad) => {
    expect(check({ group, operator, values: [good] })).toEqual([]);
    expect(check({ group, operator, values: [bad] })).toEqual([['rules.0.values.0', 'CONDITION_VALUE_INVALID']]);
  });

  it('a {{variable}} value is checked at run time instead', () => {
    expect(check({ group: 'Number', operator: 'equals', values: ['{{name}}'] })).toEqual([]);
  });

  it('valid / not valid take no value', () => {
    expect(check({ group: 'URL', operator: 'valid', values: [] })).toEqual([]);
  });

  it('between needs two ordered values', () => {
    expect(check({ group: 'Number', operator: 'between', values: ['1', '5'] })).toEqual([]);
    expect(check({ group: 'Number', operator: 'between', values: ['5', '1'] })).toEqual([['rules.0.values', 'BETWEEN_NEEDS_TWO_ORDERED']]);
    expect(check({ group: 'Number', operator: 'between', values: ['5'] })).toEqual([['rules.0.values', 'BETWEEN_NEEDS_TWO_ORDERED']]);
    expect(check({ group: 'Date', operator: 'between', values: ['2025-02-01', '2025-01-01'] })).toEqual([['rules.0.values', 'BETWEEN_NEEDS_TWO_ORDERED']]);
  });
});
