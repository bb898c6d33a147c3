import { type NodeStep, parseNumber, RUNTIME_ERROR_CODES, tidyNumber, type VariableScope } from '@/canvas/kernel';
import type { ArithmeticData, Operand } from './model';

const OPERATIONS: Record<ArithmeticData['operator'], (left: number, right: number) => number> = {
  '+': (left, right) => left + right,
  '-': (left, right) => left - right,
  '*': (left, right) => left * right,
  '/': (left, right) => left / right,
};

/** The handle an ARITHMETIC error takes when the flow has an edge from it. */
export const ARITHMETIC_ERROR_HANDLE = 'error';

function operandValue(operand: Operand, scope: VariableScope): { value: number } | { problem: string } {
  if (operand.type === 'number') {
    const value = parseNumber(operand.value);
    return value === null ? { problem: `"${operand.value}" is not a number` } : { value };
  }
  const raw = scope.lookup(operand.name);
  const value = parseNumber(raw);
  return value === null ? { problem: `{{${operand.name}}} is ${raw === undefined || raw === null ? 'not set' : `"${String(raw)}", not a number`}` } : { value };
}

/**
 * ARITHMETIC: `left operator right` into the result variable, then `next`. A non-numeric operand,
 * a division by zero or a non-finite result takes an `error` edge if there is one, else ends the
 * conversation with a clear message; the result variable is never set to NaN or Infinity.
 */
export const arithmeticStep: NodeStep<ArithmeticData> = ({ data, scope, texts }) => {
  const notNumeric = (note: string) =>
    ({ type: 'error', code: RUNTIME_ERROR_CODES.arithmeticNotNumeric, message: texts.arithmeticNotNumeric, handle: ARITHMETIC_ERROR_HANDLE, note }) as const;
  const left = operandValue(data.left, scope);
  if ('problem' in left) return notNumeric(left.problem);
  const right = operandValue(data.right, scope);
  if ('problem' in right) return notNumeric(right.problem);
  if (data.operator === '/' && right.value === 0) {
    return { type: 'error', code: RUNTIME_ERROR_CODES.divisionByZero, message: texts.divisionByZero, handle: ARITHMETIC_ERROR_HANDLE, note: `${left.value} / 0` };
  }
  const result = OPERATIONS[data.operator](left.value, right.value);
  if (!Number.isFinite(result)) return notNumeric('the result is too large to be a number');
  const value = tidyNumber(result);
  return { type: 'next', handle: 'next', set: { [data.resultVariable]: value }, note: `${left.value} ${data.operator} ${right.value} = ${value}` };
};
