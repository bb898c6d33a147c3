import type { ChannelEvent, DeliveryStatus } from '../../channel/channel';
import type { Queryable } from '../../platform/db/db';
import type { RecipientStatus } from '@/api/contracts/campaigns';
import { lockRecipients, moveRecipients, moveRecipientsThen } from './recipient-moves';

export type StatusEvent = Extract<ChannelEvent, { kind: 'status' }>;

/** Which stored statuses each event may move on from: never backwards, never out of FAILED or SKIPPED. */
export const MOVES_FROM: Record<DeliveryStatus, RecipientStatus[]> = {
  sent: ['SENDING'],
  delivered: ['SENDING', 'SENT'],
  read: ['SENDING', 'SENT', 'DELIVERED'],
  failed: ['SENDING', 'SENT'],
};

/** The timestamps an event sets; `$3` is the event's time, `$4`/`$5` a failure's code and text. */
export const STAMP: Record<DeliveryStatus, string> = {
  sent: 'sent_at = coalesce(sent_at, $3)',
  delivered: 'sent_at = coalesce(sent_at, $3), delivered_at = $3',
  read: 'sent_at = coalesce(sent_at, $3), delivered_at = coalesce(delivered_at, $3), read_at = $3',
  failed: 'failed_at = $3, error_code = $4, error_text = $5',
};

const ORDER: readonly DeliveryStatus[] = ['sent', 'delivered', 'read', 'failed'];

/** One statement for every event of one status and one instant (a failure: one per code and text). */
export function statusMove(event: Pick<StatusEvent, 'status' | 'at' | 'error'>, providerMessageIds: readonly string[]) {
  return {
    where: 'provider_message_id = any($1::text[]) and status = any($2::text[])',
    set: `status = '${event.status.toUpperCase()}', lease_until = null, ${STAMP[event.status]}`,
    params: [providerMessageIds, MOVES_FROM[event.status], event.at, ...(event.status === 'failed' ? [event.error ? String(event.error.code) : null, event.error?.title ?? null] : [])],
  };
}

/**
 * One statement for every event of one status (a failure: one per code and text), each row stamped
 * with its own event's time: `$3` becomes a JSON object of message id → instant, so a webhook of a
 * hundred statuses a millisecond apart still moves its campaign's counters once per status.
 */
export function statusMoveAt(event: Pick<StatusEvent, 'status' | 'error'>, times: ReadonlyMap<string, Date>) {
  const move = statusMove({ ...event, at: new Date(0) }, [...times.keys()]);
  const at = Object.fromEntries([...times].map(([id, time]) => [id, time.toISOString()]));
  return {
    ...move,
    set: move.set.replaceAll('$3', '($3::jsonb ->> r.provider_message_id)::timestamptz'),
    params: [move.params[0], move.params[1], JSON.stringify(at), ...move.params.slice(3)],
  };
}

/** Events of one group move in one statement: one status, one failure's code and text. Sorted in the order a message lives. */
const groupOf = (event: StatusEvent) => `${ORDER.indexOf(event.status)}|${event.error?.code ?? ''}|${event.error?.title ?? ''}`;

/** Whether `applyKnownStatusesAlone` can take these events: all of one group. */
export const oneStatusGroup = (events: readonly StatusEvent[]) => new Set(events.map(groupOf)).size === 1;

/**
 * `applyKnownStatuses` for events of one group (oneStatusGroup: RBM pushes one event a request, and
 * a batch of them is mostly `delivered`) in one statement and no transaction: the stored ids read,
 * the processed marks of theirs inserted, their rows moved, where a transaction took five round
 * trips (begin, the read, the marks, the move, commit; issue #33). The same outcomes: null for an id
 * not stored yet, 'duplicate' for a mark already there (or an event twice in the batch).
 */
export async function applyKnownStatusesAlone(q: Queryable, events: readonly StatusEvent[], now: Date): Promise<Array<'applied' | 'duplicate' | null>> {
  const [first] = events;
  if (!first) return [];
  const times = new Map<string, Date>();
  for (const event of events) if (!times.has(event.providerMessageId)) times.set(event.providerMessageId, event.at);
  const move = statusMoveAt(first, times);
  const status = `$${move.params.length + 1}::text`;
  const at = `$${move.params.length + 2}::timestamptz`;
  // The fresh ids as an array, evaluated once: the rows are then found by the message-id index, as any status move finds them.
  const [answer] = await moveRecipientsThen<{ known: string[]; fresh: string[] }>(
    q,
    { ...move, where: 'provider_message_id = any(array(select provider_message_id from fresh)) and status = any($2::text[])', params: [...move.params, first.status, now] },
    {
      before: `known as (select distinct provider_message_id from campaign_recipients where provider_message_id = any($1::text[])),
        fresh as (
          insert into processed_webhook_events (provider_message_id, status, processed_at)
          select provider_message_id, ${status}, ${at} from known order by 1
          on conflict do nothing returning provider_message_id
        )`,
      select: `select array(select provider_message_id from known) as known, array(select provider_message_id from fresh) as fresh`,
    },
  );
  const known = new Set(answer?.known ?? []);
  const fresh = new Set(answer?.fresh ?? []);
  return events.map((event) => (!known.has(event.providerMessageId) ? null : fresh.delete(event.providerMessageId) ? 'applied' : 'duplicate'));
}

/**
 * Applies the status events whose message id is stored, many at once (one webhook may carry a
 * hundred statuses): marks them processed in one statement, then moves their rows with one statement
 * per status (each row stamped with its own event's time), in the order a message lives (sent, delivered, read, failed), so a
 * campaign's counter rows move once per group instead of once per event. Moves only go forward, so
 * a late `delivered` after `read` still changes nothing. Answers each event's outcome; null for
 * events whose id is not stored yet, which the caller applies one by one (by reference, or kept as
 * an orphan).
 */
export async function applyKnownStatuses(tx: Queryable, events: readonly StatusEvent[], now: Date): Promise<Array<'applied' | 'duplicate' | null>> {
  const ids = [...new Set(events.map((event) => event.providerMessageId))];
  const stored = await tx.query<{ provider_message_id: string; campaign_id: string }>('select distinct provider_message_id, campaign_id from campaign_recipients where provider_message_id = any($1::text[])', [ids]);
  const known = new Set(stored.map((row) => row.provider_message_id));
  const outcomes: Array<'applied' | 'duplicate' | null> = events.map(() => null);
  const mine = events.flatMap((event, index) => (known.has(event.providerMessageId) ? [{ event, index }] : []));
  if (!mine.length) return outcomes;

  const key = (id: string, status: string) => `${id}\u0000${status}`;
  // Sorted, so two deliveries of overlapping events take the idempotency keys in the same order.
  const fresh = await tx.query<{ provider_message_id: string; status: string }>(
    `insert into processed_webhook_events (provider_message_id, status, processed_at)
     select distinct m, s, $3::timestamptz from unnest($1::text[], $2::text[]) as e(m, s) order by 1, 2
     on conflict do nothing returning provider_message_id, status`,
    [mine.map(({ event }) => event.providerMessageId), mine.map(({ event }) => event.status), now],
  );
  const unapplied = new Set(fresh.map((row) => key(row.provider_message_id, row.status)));
  const groups = new Map<string, { event: StatusEvent; times: Map<string, Date> }>();
  for (const { event, index } of mine) {
    const id = key(event.providerMessageId, event.status);
    if (!unapplied.delete(id)) {
      outcomes[index] = 'duplicate';
      continue;
    }
    outcomes[index] = 'applied';
    const group = groupOf(event);
    const entry = groups.get(group) ?? { event, times: new Map<string, Date>() };
    entry.times.set(event.providerMessageId, event.at);
    groups.set(group, entry);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
  if (ordered.length > 1) {
    await lockRecipients(tx, 'provider_message_id = any($1::text[])', [ordered.flatMap(([, { times }]) => [...times.keys()])]);
  }
  for (const [, { event, times }] of ordered) await moveRecipients(tx, statusMoveAt(event, times));
  return outcomes;
}
