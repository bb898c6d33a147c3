import type { Queryable } from '../db/db';

export interface ThrottleRules {
  maxFailures: number;
  lockSeconds: number;
}

/** When the username is locked, the moment the lock ends; otherwise null. */
export async function lockedUntil(q: Queryable, username: string, now: Date): Promise<Date | null> {
  const [row] = await q.query<{ locked_until: Date | null }>('select locked_until from login_failures where username = $1', [username.toLowerCase()]);
  return row?.locked_until && row.locked_until.getTime() > now.getTime() ? row.locked_until : null;
}

/** Counts a failure; the `maxFailures`-th in a row locks the username for `lockSeconds` and restarts the count. */
export async function recordFailure(q: Queryable, username: string, now: Date, rules: ThrottleRules): Promise<void> {
  const lockEnd = new Date(now.getTime() + rules.lockSeconds * 1000);
  await q.query(
    `insert into login_failures as f (username, failures, locked_until, last_failure_at) values ($1, 1, null, $2)
     on conflict (username) do update set
       failures = case when f.failures + 1 >= $3 then 0 else f.failures + 1 end,
       locked_until = case when f.failures + 1 >= $3 then $4 else f.locked_until end,
       last_failure_at = $2`,
    [username.toLowerCase(), now, rules.maxFailures, lockEnd],
  );
}

export async function clearFailures(q: Queryable, username: string): Promise<void> {
  await q.query('delete from login_failures where username = $1', [username.toLowerCase()]);
}
