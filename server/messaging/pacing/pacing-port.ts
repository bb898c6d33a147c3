import type { SendWindow } from '@/api/contracts/campaigns';
import type { ChannelName } from '../../channel/channel';
import type { SendPlan } from './expiry';
import type { TierAnswer, TierQuestion } from './portfolio-tier';

export type SendAnswered = () => void;

/**
 * What dispatch asks of pacing (messaging.md "Pacing", "Send window and expiry"); answered by
 * `createDispatchPacing` (dispatch-pacing.ts) from the pure functions beside it. Pacing's own face: dispatch,
 * above it, imports it, and the composition root (start-messaging.ts) hands dispatch the answer.
 */
export interface DispatchPacing {
  /**
   * Resolves when the sender may send one more message at its throughput (shared by every process),
   * with a function to call as soon as the provider answered that send (or it failed, or did not go):
   * the sends a second later are spaced from when this one surely reached the provider.
   */
  acquire(senderId: string, throughputPerSecond: number): Promise<SendAnswered>;
  /** The provider said 130429 (throughput exceeded): slow this sender down for a while. */
  slowDown(senderId: string, now: Date): void;
  /**
   * The provider said 130429: true when it is the sender's first in this process for a while, so the
   * refused message may go again at the sender's next slot instead of slowing the sender down.
   */
  forgive(senderId: string, now: Date): boolean;
  /** New unique recipients the portfolio may reach now in its moving 24 hours, and when more may. */
  tierAllowance(input: TierQuestion): TierAnswer;
  /** For one recipient: send now, wait for its send window (local hours of its number's country), or skip as expired. */
  planRecipient(input: { phone: string; window: SendWindow | null; fallbackTimeZone: string; plannedAt: Date; expiryHours: number | null; channel: ChannelName; now: Date }): SendPlan;
}
