/**
 * The business portfolio's messaging limit: at most `limit` unique users reached in any moving
 * 24 hours, shared by all its numbers (null = unlimited).
 *
 * Input representation, chosen so the database answers it with one small grouped query whatever the
 * campaign size (at most 1,440 rows): for each user reached in the last 24 hours, the minute of their
 * LATEST send, counted per minute:
 *   SELECT date_trunc('minute', last_at) AS minute, count(*) AS users
 *   FROM (SELECT phone, max(sent_at) AS last_at FROM … WHERE sent_at > now() - interval '24 hours' GROUP BY phone) reached
 *   GROUP BY 1
 * A user stops counting 24 hours after their latest send; a minute's users are all treated as leaving
 * at the end of that minute plus 24 hours, which is never early.
 */

export const messagingTiers = [250, 2_000, 10_000, 100_000, null] as const;

export interface ReachedMinute {
  minute: Date;
  users: number;
}

export interface TierQuestion {
  limit: number | null;
  reached: readonly ReachedMinute[];
  now: Date;
  /**
   * New users the caller would like to reach now. Recipients already counted in `reached` (reached
   * again within 24 hours) cost nothing and should be left out of it.
   */
  wanted: number;
  /** Wake up only when at least this many more can go (fewer if fewer are wanted). Default 1. */
  minBatch?: number;
}

export interface TierAnswer {
  /** May go now. */
  allowed: number;
  /** Users counted in the window right now. */
  used: number;
  /** When the rest can start, if not all may go now: the moment enough of the window frees up. */
  continuesAt: Date | null;
}

const dayMs = 86_400_000;
const leavesAt = (bucket: ReachedMinute) => Math.floor(bucket.minute.getTime() / 60_000) * 60_000 + 60_000 + dayMs;

export function tierAllowance({ limit, reached, now, wanted, minBatch = 1 }: TierQuestion): TierAnswer {
  const nowMs = now.getTime();
  const inWindow = reached.filter((bucket) => bucket.users > 0 && leavesAt(bucket) > nowMs).sort((a, b) => leavesAt(a) - leavesAt(b));
  const used = inWindow.reduce((sum, bucket) => sum + bucket.users, 0);
  if (limit === null) return { allowed: wanted, used, continuesAt: null };

  const allowed = Math.max(0, Math.min(wanted, limit - used));
  if (allowed >= wanted) return { allowed, used, continuesAt: null };

  // After sending `allowed` now, those stay in the window for 24 hours too.
  const needed = Math.min(wanted - allowed, Math.max(1, minBatch), limit - allowed > 0 ? limit - allowed : limit);
  let stillUsed = used + allowed;
  for (const bucket of inWindow) {
    stillUsed -= bucket.users;
    if (limit - stillUsed >= needed) return { allowed, used, continuesAt: new Date(leavesAt(bucket)) };
  }
  return { allowed, used, continuesAt: new Date(nowMs + dayMs) };
}
