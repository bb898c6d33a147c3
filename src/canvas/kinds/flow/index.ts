import { defineKind } from '@/canvas/kernel';
import { createFlowJumpData, flowJumpDataSchema } from './model';
import { flowJumpRules } from './rules';
import { flowJumpStep } from './step';

/** FLOW: continues in another flow of the bot. */
export const flowKind = defineKind({
  kind: 'FLOW',
  labelKey: 'canvas.kinds.flow',
  icon: 'workflow',
  dataSchema: flowJumpDataSchema,
  createData: createFlowJumpData,
  outputs: () => [],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: flowJumpRules,
  step: flowJumpStep,
  defaultSize: { width: 220, height: 80 },
});
