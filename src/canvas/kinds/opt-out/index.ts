import { defineKind } from '@/canvas/kernel';
import { z } from 'zod';
import { ACTION_OUTPUTS, actionStep } from '../automation-shared';

export const optOutDataSchema = z.object({});
export type OptOutData = z.infer<typeof optOutDataSchema>;

/** OPT_OUT: puts the contact on the account's opt-out list, so campaigns skip them. */
export const optOutKind = defineKind({
  kind: 'OPT_OUT',
  labelKey: 'automationCanvas.kinds.optOut',
  icon: 'user-x',
  dataSchema: optOutDataSchema,
  createData: (): OptOutData => ({}),
  outputs: () => [...ACTION_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: () => [],
  step: actionStep<OptOutData>((actions) => actions.optOut()),
  defaultSize: { width: 220, height: 70 },
});
