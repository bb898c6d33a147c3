import type { SendWindow } from '@/api/contracts/campaigns';

/**
 * What dispatch asks of pacing (messaging.md "Pacing", "Send window and expiry"). The pure
 * functions of server/messaging/pacing/ answer these; `simplePacing` is a small stand-in with the
 * same contract so dispatch can be tested on its own.
 */
export interface DispatchPacing {
  /** Resolves when the sender may send one more message at its throughput (token bucket). */
  acquire(senderId: string, throughputPerSecond: number): Promise<void>;
  /** The provider said 130429 (throughput exceeded): slow this sender down for a while. */
  slowDown(senderId: string, now: Date): void;
  /**
   * New unique recipients the portfolio may still reach now, in its moving 24 h window; when none,
   * the time the oldest one leaves the window ("continues at").
   */
  tierAllowance(input: { limit: number | null; usedInWindow: number; oldestInWindow: Date | null; now: Date }): { allowed: number; continuesAt: Date | null };
  /** Null when the recipient's local hour is inside the window; otherwise when it opens next. */
  windowOpensAt(input: { phone: string; window: SendWindow | null; fallbackTimeZone: string; now: Date }): Date | null;
  /** True when the recipient could not be sent within `expiryHours` of the planned time. */
  isExpired(input: { plannedAt: Date; expiryHours: number | null; now: Date }): boolean;
}
