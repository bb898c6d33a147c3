import type { DispatchPacing } from './pacing-port';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SLOW_DOWN_MS = 10_000;

const localHour = (now: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit' }).formatToParts(now).find((part) => part.type === 'hour')?.value ?? 0);

/**
 * A stand-in for server/messaging/pacing: an evenly spaced per-sender rate in this process, the tier
 * as a plain subtraction, and the send window in the campaign's time zone (the real one reads the
 * recipient's zone from their number's country).
 */
export function simplePacing(options: { sleep?: (ms: number) => Promise<void>; clock?: () => number } = {}): DispatchPacing {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const clock = options.clock ?? Date.now;
  const nextFree = new Map<string, number>();
  const slowUntil = new Map<string, number>();
  return {
    async acquire(senderId, throughput) {
      const now = clock();
      const spacing = 1000 / ((slowUntil.get(senderId) ?? 0) > now ? Math.max(1, throughput / 4) : throughput);
      const at = Math.max(now, nextFree.get(senderId) ?? 0);
      nextFree.set(senderId, at + spacing);
      if (at > now) await sleep(at - now);
    },
    slowDown(senderId, now) {
      slowUntil.set(senderId, now.getTime() + SLOW_DOWN_MS);
    },
    tierAllowance({ limit, usedInWindow, oldestInWindow, now }) {
      if (limit === null) return { allowed: Number.MAX_SAFE_INTEGER, continuesAt: null };
      const allowed = Math.max(0, limit - usedInWindow);
      return { allowed, continuesAt: allowed > 0 ? null : new Date((oldestInWindow ?? now).getTime() + DAY_MS) };
    },
    windowOpensAt({ window, fallbackTimeZone, now }) {
      if (!window) return null;
      const hour = localHour(now, fallbackTimeZone);
      if (hour >= window.startHour && hour < window.endHour) return null;
      const hoursAhead = (window.startHour - hour + 24) % 24 || 24;
      const top = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
      return new Date(top.getTime() + hoursAhead * HOUR_MS);
    },
    isExpired({ plannedAt, expiryHours, now }) {
      return expiryHours !== null && now.getTime() > plannedAt.getTime() + expiryHours * HOUR_MS;
    },
  };
}
