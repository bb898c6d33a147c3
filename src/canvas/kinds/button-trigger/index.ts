import { defineKind } from '@/canvas/kernel';
import { z } from 'zod';
import { TRIGGER_OUTPUTS, triggerStep } from '../automation-shared';

/** The button's text; empty fires on any quick-reply button of a template. */
export const buttonTriggerDataSchema = z.object({ button: z.string().max(25) });
export type ButtonTriggerData = z.infer<typeof buttonTriggerDataSchema>;

/** BUTTON_TRIGGER: the contact tapped a quick-reply button of a template (a named one, or any). */
export const buttonTriggerKind = defineKind({
  kind: 'BUTTON_TRIGGER',
  labelKey: 'automationCanvas.kinds.button',
  icon: 'mouse-pointer-click',
  dataSchema: buttonTriggerDataSchema,
  createData: (): ButtonTriggerData => ({ button: '' }),
  outputs: () => [...TRIGGER_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: () => [],
  step: triggerStep<ButtonTriggerData>((event, data) => ({
    holds: event.type === 'button' && (data.button.trim() === '' || event.text.trim().toLocaleLowerCase() === data.button.trim().toLocaleLowerCase()),
    note: `button "${data.button || 'any'}" on ${event.type} "${event.text.slice(0, 80)}"`,
  })),
  defaultSize: { width: 240, height: 80 },
});
