import { defineKind } from '@/canvas/kernel';
import { NEXT_OUTPUT, arithmeticDataSchema, createArithmeticData } from './model';
import { arithmeticRules } from './rules';
import { arithmeticStep } from './step';

/** ARITHMETIC: computes `left operator right` into a variable. */
export const arithmeticKind = defineKind({
  kind: 'ARITHMETIC',
  labelKey: 'canvas.kinds.arithmetic',
  icon: 'calculator',
  dataSchema: arithmeticDataSchema,
  createData: createArithmeticData,
  outputs: () => [...NEXT_OUTPUT],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: (data) => (data.resultVariable ? [data.resultVariable] : []),
  rules: arithmeticRules,
  step: arithmeticStep,
  defaultSize: { width: 220, height: 90 },
});
