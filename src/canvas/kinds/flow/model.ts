import { z } from 'zod';

/** FLOW jumps to another flow of the same bot; the jump ends this flow, so it has no outputs. */
export const flowJumpDataSchema = z.object({ flowId: z.string() });
export type FlowJumpData = z.infer<typeof flowJumpDataSchema>;

export function createFlowJumpData(): FlowJumpData {
  return { flowId: '' };
}
