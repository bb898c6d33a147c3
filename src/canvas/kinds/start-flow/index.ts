import { defineKind, error, type KindProblem, type KindRuleContext, PROBLEM_CODES } from '@/canvas/kernel';
import { z } from 'zod';
import { ACTION_OUTPUTS, actionStep } from '../automation-shared';

/** A chatbot of the account; its published entry flow takes the conversation over. */
export const startFlowDataSchema = z.object({ botId: z.string().max(64) });
export type StartFlowData = z.infer<typeof startFlowDataSchema>;

function startFlowRules(data: StartFlowData, context: KindRuleContext): KindProblem[] {
  if (data.botId.trim() === '') return [error('botId', PROBLEM_CODES.required)];
  return context.knownBotIds && !context.knownBotIds.has(data.botId) ? [error('botId', PROBLEM_CODES.botMissing)] : [];
}

/** START_FLOW: hands the contact to a chatbot's published flow. */
export const startFlowKind = defineKind({
  kind: 'START_FLOW',
  labelKey: 'automationCanvas.kinds.startFlow',
  icon: 'workflow',
  dataSchema: startFlowDataSchema,
  createData: (): StartFlowData => ({ botId: '' }),
  outputs: () => [...ACTION_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: startFlowRules,
  step: actionStep<StartFlowData>((actions, data, { nodeId }) => actions.startFlow(data.botId, nodeId)),
  defaultSize: { width: 240, height: 80 },
});
