import { defineKind } from '@/canvas/engine/model/kind-definition';
import { createFlowJumpData, flowJumpDataSchema } from './model';
import { flowJumpRules } from './rules';

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
  defaultSize: { width: 220, height: 80 },
});
