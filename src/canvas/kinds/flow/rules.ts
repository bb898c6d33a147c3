import { error, type KindProblem, type KindRuleContext, PROBLEM_CODES } from '@/canvas/kernel';
import type { FlowJumpData } from './model';

/**
 * Content rules of a FLOW node: a target, and one that exists when the caller knows the bot's flows.
 * @example flowJumpRules({ flowId: 'f9' }, { knownFlowIds: new Set(['f1']) }) // [{ code: 'FLOW_TARGET_MISSING', … }]
 */
export function flowJumpRules(data: FlowJumpData, context: KindRuleContext): KindProblem[] {
  if (data.flowId.trim() === '') return [error('flowId', PROBLEM_CODES.required)];
  if (context.knownFlowIds && !context.knownFlowIds.has(data.flowId)) return [error('flowId', PROBLEM_CODES.flowTargetMissing)];
  return [];
}
