import { describe, expect, it } from 'vitest';
import { contentProblems, testNode } from '@/canvas/engine/testing';
import type { ArithmeticData } from './model';

const check = (data: Partial<ArithmeticData>) =>
  contentProblems(
    testNode('ARITHMETIC', 'a1', { left: { type: 'number', value: '6' }, operator: '/', right: { type: 'number', value: '2' }, resultVariable: 'total', ...data }),
  );

describe('ARITHMETIC rules', () => {
  it('accepts numbers and variables', () => {
    expect(check({})).toEqual([]);
    expect(check({ left: { type: 'variable', name: 'name' } })).toEqual([]);
  });

  it('a non-numeric literal is an error', () => {
    expect(check({ left: { type: 'number', value: 'six' } })).toEqual([['left.value', 'ARITHMETIC_NOT_NUMERIC']]);
  });

  it('division by a literal zero is an error', () => {
    expect(check({ right: { type: 'number', value: '0.0' } })).toEqual([['right.value', 'DIVISION_BY_ZERO']]);
    expect(check({ operator: '*', right: { type: 'number', value: '0' } })).toEqual([]);
  });

  it('needs a result variable and named operand variables', () => {
    expect(check({ resultVariable: '', right: { type: 'variable', name: '' } })).toEqual([
      ['right.name', 'REQUIRED'],
      ['resultVariable', 'REQUIRED'],
    ]);
  });
});
