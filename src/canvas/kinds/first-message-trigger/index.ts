import { defineKind } from '@/canvas/kernel';
import { z } from 'zod';
import { TRIGGER_OUTPUTS, triggerStep } from '../automation-shared';

export const firstMessageTriggerDataSchema = z.object({});
export type FirstMessageTriggerData = z.infer<typeof firstMessageTriggerDataSchema>;

/** FIRST_MESSAGE_TRIGGER: the contact's first message to the number on this (UTC) day. */
export const firstMessageTriggerKind = defineKind({
  kind: 'FIRST_MESSAGE_TRIGGER',
  labelKey: 'automationCanvas.kinds.firstMessage',
  icon: 'sunrise',
  dataSchema: firstMessageTriggerDataSchema,
  createData: (): FirstMessageTriggerData => ({}),
  outputs: () => [...TRIGGER_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: () => [],
  step: triggerStep<FirstMessageTriggerData>((event) => ({ holds: event.firstOfDay, note: event.firstOfDay ? 'first message today' : 'wrote earlier today' })),
  defaultSize: { width: 220, height: 70 },
});
