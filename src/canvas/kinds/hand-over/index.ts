import { checkMaxLength, defineKind, type KindProblem } from '@/canvas/kernel';
import { z } from 'zod';
import { ACTION_OUTPUTS, actionStep } from '../automation-shared';

/** A note for the agent who takes the conversation. */
export const handOverDataSchema = z.object({ note: z.string() });
export type HandOverData = z.infer<typeof handOverDataSchema>;

function handOverRules(data: HandOverData): KindProblem[] {
  const out: KindProblem[] = [];
  checkMaxLength(out, 'note', data.note, 500);
  return out;
}

/** HAND_OVER: marks the contact's conversation with the number as handed to an agent. */
export const handOverKind = defineKind({
  kind: 'HAND_OVER',
  labelKey: 'automationCanvas.kinds.handOver',
  icon: 'headset',
  dataSchema: handOverDataSchema,
  createData: (): HandOverData => ({ note: '' }),
  outputs: () => [...ACTION_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: handOverRules,
  step: actionStep<HandOverData>((actions, data, { scope }) => actions.handOver(scope.interpolate(data.note))),
  defaultSize: { width: 220, height: 80 },
});
