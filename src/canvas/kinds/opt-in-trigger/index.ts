import { defineKind } from '@/canvas/kernel';
import { z } from 'zod';
import { TRIGGER_OUTPUTS, triggerStep } from '../automation-shared';

export const optInTriggerDataSchema = z.object({});
export type OptInTriggerData = z.infer<typeof optInTriggerDataSchema>;

/** OPT_IN_TRIGGER: the contact opted in (wrote START or another opt-in keyword to the number). */
export const optInTriggerKind = defineKind({
  kind: 'OPT_IN_TRIGGER',
  labelKey: 'automationCanvas.kinds.optIn',
  icon: 'user-check',
  dataSchema: optInTriggerDataSchema,
  createData: (): OptInTriggerData => ({}),
  outputs: () => [...TRIGGER_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: () => [],
  step: triggerStep<OptInTriggerData>((event) => ({ holds: event.type === 'opt-in', note: `event ${event.type}` })),
  defaultSize: { width: 220, height: 70 },
});
