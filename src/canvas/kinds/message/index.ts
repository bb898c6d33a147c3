import { defineKind } from '@/canvas/kernel';
import { createMessageData, messageDataSchema, messageOutputs } from './model';
import { messageRules } from './rules';
import { messageStep } from './step';
import { messageTexts } from './texts';

/** MESSAGE: a text message, rich card or carousel with suggestions; waits for the user's reply. */
export const messageKind = defineKind({
  kind: 'MESSAGE',
  labelKey: 'canvas.kinds.message',
  icon: 'message-square',
  dataSchema: messageDataSchema,
  createData: createMessageData,
  outputs: messageOutputs,
  acceptsInput: true,
  waitsForInput: true,
  writesVariables: () => [],
  rules: messageRules,
  step: messageStep,
  translateTexts: messageTexts,
  defaultSize: { width: 260, height: 140 },
});
export { messageDataSchema, type Card, type CardOptions, type MessageData, type Suggestion } from './model';
