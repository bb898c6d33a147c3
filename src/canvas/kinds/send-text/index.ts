import { checkMaxLength, checkRequired, defineKind, type KindProblem } from '@/canvas/kernel';
import { z } from 'zod';
import { ACTION_OUTPUTS, actionStep } from '../automation-shared';

/** Meta's limit on a text message's body. */
export const TEXT_MAX = 4096;

export const sendTextDataSchema = z.object({ text: z.string() });
export type SendTextData = z.infer<typeof sendTextDataSchema>;

function textRules(data: SendTextData): KindProblem[] {
  const out: KindProblem[] = [];
  checkRequired(out, 'text', data.text);
  checkMaxLength(out, 'text', data.text, TEXT_MAX);
  return out;
}

/** SEND_TEXT: a free-form reply, `{{message}}` and `{{phone}}` filled in; only inside the 24-hour window. */
export const sendTextKind = defineKind({
  kind: 'SEND_TEXT',
  labelKey: 'automationCanvas.kinds.sendText',
  icon: 'message-square',
  dataSchema: sendTextDataSchema,
  createData: (): SendTextData => ({ text: '' }),
  outputs: () => [...ACTION_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: textRules,
  step: actionStep<SendTextData>((actions, data, { scope, nodeId }) => actions.sendText(scope.interpolate(data.text), nodeId)),
  defaultSize: { width: 240, height: 90 },
});
