import { runBareSendLoop, type BareCampaign, type BareLoopResult } from './bare-send-loop';

/**
 * The floor: the HTTP and provider work no dispatcher can avoid. The bare loop's sends and a receiver
 * that reads each status webhook and keeps nothing: no database, no pacing, no retries.
 */
export function runDispatchFloor(campaign: BareCampaign): Promise<BareLoopResult> {
  return runBareSendLoop(campaign, { sent: async () => undefined, status: async () => undefined });
}
