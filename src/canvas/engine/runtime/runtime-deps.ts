import type { StepDeps } from '@/canvas/kernel';
import type { FlowDocument } from '../model/flow-schema';

/** Everything the runtime does not compute itself: what steps may call, and the bot's other flows. */
export interface RuntimeDeps extends StepDeps {
  /** Another flow of the same bot (FLOW jumps, sessions that continue in a jumped-to flow); null if unknown. */
  flows(flowId: string): Promise<FlowDocument | null>;
}
