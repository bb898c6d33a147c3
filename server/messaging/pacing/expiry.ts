import type { ChannelName } from '../../channel/channel';
import { nextAllowedInstant, type SendWindow } from './send-window';

/** RBM refuses a message expiry beyond 48 hours (platform-limits.md); a channel not listed (WhatsApp, SMS) sets none. */
export const maxExpiryHours: Partial<Record<ChannelName, number>> = { rcs: 48 };

/** The last moment a message planned for `plannedAt` may still go out. */
export function expiryDeadline(plannedAt: Date, expiryHours: number, channel: ChannelName): Date {
  if (!(expiryHours > 0)) throw new RangeError(`Expiry must be a positive number of hours, not ${expiryHours}`);
  const cap = maxExpiryHours[channel];
  const hours = cap === undefined ? expiryHours : Math.min(expiryHours, cap);
  return new Date(plannedAt.getTime() + hours * 3_600_000);
}

export interface SendPlanQuestion {
  now: Date;
  /** The campaign's scheduled start (or, for a retry, when the user asked for it). */
  plannedAt: Date;
  channel: ChannelName;
  /** Skip as expired what cannot go out within this many hours of `plannedAt`; absent: never. */
  expiryHours?: number | null;
  window?: SendWindow | null;
  /** The recipient's zone (timeZoneForPhone), or the campaign's when the number's is unknown. */
  timeZone: string;
}

export type SendPlan = { kind: 'now' } | { kind: 'later'; at: Date } | { kind: 'expired'; deadline: Date };

/**
 * For one recipient now: send, wait for the window to open, or skip as expired because the window
 * opens (or it already is) past the deadline, so nobody gets yesterday's offer.
 */
export function planSend({ now, plannedAt, channel, expiryHours, window, timeZone }: SendPlanQuestion): SendPlan {
  const start = now.getTime() < plannedAt.getTime() ? plannedAt : now;
  const at = window ? nextAllowedInstant(start, window, timeZone) : start;
  if (expiryHours !== undefined && expiryHours !== null) {
    const deadline = expiryDeadline(plannedAt, expiryHours, channel);
    if (at.getTime() > deadline.getTime()) return { kind: 'expired', deadline };
  }
  return at.getTime() <= now.getTime() ? { kind: 'now' } : { kind: 'later', at };
}
