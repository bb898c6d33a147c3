import { checkRequired, error, type KindProblem, PROBLEM_CODES } from '@/canvas/kernel';
import type { ArithmeticData, Operand } from './model';

const NUMERIC_LITERAL = /^-?\d+(\.\d+)?$/;

function checkOperand(out: KindProblem[], field: string, operand: Operand): void {
  if (operand.type === 'variable') checkRequired(out, `${field}.name`, operand.name);
  else if (!NUMERIC_LITERAL.test(operand.value.trim())) out.push(error(`${field}.value`, PROBLEM_CODES.arithmeticNotNumeric));
}

/**
 * Content rules of an ARITHMETIC node: numeric literals, no division by a literal zero, a result variable.
 * @example arithmeticRules({ left, operator: '/', right: { type: 'number', value: '0' }, resultVariable: 'x' })
 * // [{ field: 'right.value', code: 'DIVISION_BY_ZERO', … }]
 */
export function arithmeticRules(data: ArithmeticData): KindProblem[] {
  const out: KindProblem[] = [];
  checkOperand(out, 'left', data.left);
  checkOperand(out, 'right', data.right);
  const { right } = data;
  if (data.operator === '/' && right.type === 'number' && NUMERIC_LITERAL.test(right.value.trim()) && Number(right.value) === 0) {
    out.push(error('right.value', PROBLEM_CODES.divisionByZero));
  }
  checkRequired(out, 'resultVariable', data.resultVariable);
  return out;
}
