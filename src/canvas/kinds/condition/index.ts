import { defineKind } from '@/canvas/kernel';
import { CONDITION_OUTPUTS, conditionDataSchema, createConditionData } from './model';
import { conditionRules } from './rules';
import { conditionStep } from './step';

/** CONDITION: tests variables with rules joined by AND or OR; branches true/false. */
export const conditionKind = defineKind({
  kind: 'CONDITION',
  labelKey: 'canvas.kinds.condition',
  icon: 'git-branch',
  dataSchema: conditionDataSchema,
  createData: createConditionData,
  outputs: () => [...CONDITION_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: conditionRules,
  step: conditionStep,
  defaultSize: { width: 240, height: 100 },
});
