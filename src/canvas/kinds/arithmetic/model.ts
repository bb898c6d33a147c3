import { z } from 'zod';
import { ARITHMETIC_OPERATORS, type HandleSpec, variableRefSchema } from '@/canvas/kernel';

/** A literal is kept as typed text so that a non-numeric entry can be reported, not lost. */
export const operandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('number'), value: z.string() }),
  z.object({ type: z.literal('variable'), name: variableRefSchema }),
]);
export type Operand = z.infer<typeof operandSchema>;

export const arithmeticDataSchema = z.object({
  left: operandSchema,
  operator: z.enum(ARITHMETIC_OPERATORS),
  right: operandSchema,
  resultVariable: variableRefSchema,
});
export type ArithmeticData = z.infer<typeof arithmeticDataSchema>;

export function createArithmeticData(): ArithmeticData {
  return {
    left: { type: 'variable', name: '' },
    operator: '+',
    right: { type: 'number', value: '1' },
    resultVariable: '',
  };
}

export const NEXT_OUTPUT: readonly HandleSpec[] = [{ id: 'next', labelKey: 'canvas.handles.next', required: false }];
