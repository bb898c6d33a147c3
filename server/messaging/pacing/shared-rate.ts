import type { Queryable } from '../../platform/db/db';

/**
 * Reserves `count` evenly spaced sending slots for a sender, after every slot any process reserved
 * before (sender_pacing.next_free_at), and answers when the first one is (ms since the epoch). A
 * sender that was idle starts now: slots are never handed out in the past, so no burst follows a pause.
 */
export async function reserveSlots(q: Queryable, senderId: string, count: number, spacingMs: number, nowMs: number): Promise<number> {
  const span = count * spacingMs;
  const [row] = await q.query<{ next_free_at: Date }>(
    `insert into sender_pacing (sender_id, next_free_at) values ($1, $2::timestamptz + $3 * interval '1 millisecond')
     on conflict (sender_id) do update set next_free_at = greatest(sender_pacing.next_free_at, $2::timestamptz) + $3 * interval '1 millisecond'
     returning next_free_at`,
    [senderId, new Date(nowMs), span],
  );
  return new Date(row?.next_free_at ?? nowMs + span).getTime() - span;
}
