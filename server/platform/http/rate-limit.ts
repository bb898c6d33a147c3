/**
 * Counts calls per key in fixed windows, in memory: enough to stop one public caller from flooding
 * a route of this single-process server. Keys of past windows are dropped as new windows start.
 */
export function fixedWindowLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  let windowStart = 0;
  const counts = new Map<string, number>();
  return {
    /** Counts one call; false when the key has used up its window, with the seconds until the next. */
    take(key: string, now: Date): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const time = now.getTime();
      if (time - windowStart >= windowMs) {
        windowStart = time - (time % windowMs);
        counts.clear();
      }
      const used = counts.get(key) ?? 0;
      if (used >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000)) };
      counts.set(key, used + 1);
      return { allowed: true };
    },
  };
}
