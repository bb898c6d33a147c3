import type { NodeStep } from '@/canvas/kernel';
import type { FlowJumpData } from './model';

/** FLOW: continues at the start of another flow of the bot; variables are kept. */
export const flowJumpStep: NodeStep<FlowJumpData> = ({ data }) => ({ type: 'jump', flowId: data.flowId, note: `jump to flow ${data.flowId}` });
