import type { DeliveryStatus } from '../../channel/channel';
import type { Queryable } from '../../platform/db/db';
import { MOVES_FROM, type StatusEvent } from './apply-status-batch';
import { lockRecipients, moveRecipients, moveRecipientsThen } from './recipient-moves';

/** Our reference is `<campaign id>:<recipient id>` (dispatch/run-chunk.ts). */
export const REFERENCE = /^([0-9a-f-]{36}):(\d{1,18})$/;

const ORDER: readonly DeliveryStatus[] = ['sent', 'delivered', 'read', 'failed'];

interface Early {
  event: StatusEvent;
  index: number;
  campaignId: string;
  recipientId: string;
}

/** The columns each status stamps; `AT` is the event's instant, `$4`/`$5` a failure's code and text. */
const STAMPS: Record<DeliveryStatus, ReadonlyArray<readonly [string, string]>> = {
  sent: [['sent_at', 'coalesce(r.sent_at, AT)']],
  delivered: [
    ['sent_at', 'coalesce(r.sent_at, AT)'],
    ['delivered_at', 'AT'],
  ],
  read: [
    ['sent_at', 'coalesce(r.sent_at, AT)'],
    ['delivered_at', 'coalesce(r.delivered_at, AT)'],
    ['read_at', 'AT'],
  ],
  failed: [
    ['failed_at', 'AT'],
    ['error_code', '$4'],
    ['error_text', '$5'],
  ],
};

/**
 * One status for the rows its events name by reference: the row must be the reference's (campaign,
 * recipient id, phone) and hold this message id, or hold none yet while still SENDING (the send
 * answer is not stored yet: the row takes the id here). A row that holds the id but is past this
 * status (its answer was stored and a later status applied meanwhile) is picked and left as it is,
 * as a known message's late status is. `$3` is a JSON object of recipient id → { c: campaign,
 * p: phone, m: message id, at: instant }.
 */
function referenceMove(status: DeliveryStatus, error: StatusEvent['error'], entries: readonly Early[]) {
  const byId = Object.fromEntries(entries.map(({ event, campaignId, recipientId }) => [recipientId, { c: campaignId, p: event.recipient, m: event.providerMessageId, at: event.at.toISOString() }]));
  const entry = (alias: string) => `($3::jsonb -> ${alias}id::text)`;
  const allowed = 'r.status = any($2::text[])';
  const at = `(${entry('r.')} ->> 'at')::timestamptz`;
  const columns: ReadonlyArray<readonly [string, string]> = [['status', `'${status.toUpperCase()}'`], ['lease_until', 'null'], ['provider_message_id', `${entry('r.')} ->> 'm'`], ...STAMPS[status]];
  return {
    where: `id = any($1::bigint[]) and campaign_id::text = ${entry('')} ->> 'c' and phone = ${entry('')} ->> 'p'
      and (provider_message_id = ${entry('')} ->> 'm' or (provider_message_id is null and status = 'SENDING' and status = any($2::text[])))`,
    set: columns.map(([column, value]) => `${column} = case when ${allowed} then ${value.replaceAll('AT', at)} else r.${column} end`).join(', '),
    params: [entries.map((early) => early.recipientId), MOVES_FROM[status], JSON.stringify(byId), ...(status === 'failed' ? [error ? String(error.code) : null, error?.title ?? null] : [])],
  };
}

const groupOf = (event: StatusEvent) => `${ORDER.indexOf(event.status)}|${event.error?.code ?? ''}|${event.error?.title ?? ''}`;

const byReference = (events: ReadonlyArray<{ event: StatusEvent; index: number }>) =>
  events.flatMap(({ event, index }): Early[] => {
    const match = event.reference ? REFERENCE.exec(event.reference) : null;
    return match?.[1] && match[2] ? [{ event, index, campaignId: match[1], recipientId: match[2] }] : [];
  });

/**
 * Whether `applyEarlyStatusesAlone` can take these events: every one of them names its row, all are
 * of one group, and no row or message comes twice (those go by `applyEarlyStatuses`).
 */
export function oneReferenceGroup(events: ReadonlyArray<{ event: StatusEvent; index: number }>): boolean {
  const early = byReference(events);
  return (
    early.length === events.length &&
    new Set(early.map(({ event }) => groupOf(event))).size === 1 &&
    new Set(early.map((entry) => entry.recipientId)).size === early.length &&
    new Set(early.map(({ event }) => event.providerMessageId)).size === early.length
  );
}

/**
 * `applyEarlyStatuses` for events of one group, each naming its own row (oneReferenceGroup), in one
 * statement and no transaction (issue #33: begin, the marks, the move, commit were four round trips;
 * RBM's pushes are one event each, and at its 80 a second a quarter of them beat their answer). The
 * rows are moved first and only the rows moved get their processed mark, so an event whose row does
 * not match leaves no mark to take back and answers null, for the one-by-one path. A mark already there
 * answers 'duplicate': the move it made changed nothing, as statuses only move forward.
 */
export async function applyEarlyStatusesAlone(q: Queryable, events: ReadonlyArray<{ event: StatusEvent; index: number }>, now: Date): Promise<Map<number, 'applied_by_reference' | 'duplicate'>> {
  const outcomes = new Map<number, 'applied_by_reference' | 'duplicate'>();
  const early = byReference(events);
  const first = early[0];
  if (!first) return outcomes;
  const move = referenceMove(first.event.status, first.event.error, early);
  const status = `$${move.params.length + 1}::text`;
  const at = `$${move.params.length + 2}::timestamptz`;
  const [answer] = await moveRecipientsThen<{ moved: string[]; fresh: string[] }>(
    q,
    { ...move, params: [...move.params, first.event.status, now] },
    {
      with: `marks as (
        insert into processed_webhook_events (provider_message_id, status, processed_at)
        select $3::jsonb -> m.id::text ->> 'm', ${status}, ${at} from moved m order by 1
        on conflict do nothing returning provider_message_id
      )`,
      select: 'select array(select id::text from moved) as moved, array(select provider_message_id from marks) as fresh',
    },
  );
  const moved = new Set(answer?.moved ?? []);
  const fresh = new Set(answer?.fresh ?? []);
  for (const entry of early) {
    if (moved.has(entry.recipientId)) outcomes.set(entry.index, fresh.has(entry.event.providerMessageId) ? 'applied_by_reference' : 'duplicate');
  }
  return outcomes;
}

/**
 * Statuses that beat their send answer to the database (the webhook came before the dispatcher
 * stored the message id), applied together by the reference Meta echoes: one statement marks them
 * processed, then one move per status (usually just `sent`) locks and moves the rows, last, so the
 * rows a send recorder may be storing are held only until the commit that follows (with several
 * statuses, their rows are all taken first, in the order every move takes them). An event whose
 * row does not match its reference loses its processed mark again and answers null, for the
 * one-by-one path (reply statuses, orphans). Call in a transaction of its own.
 */
export async function applyEarlyStatuses(tx: Queryable, events: ReadonlyArray<{ event: StatusEvent; index: number }>, now: Date): Promise<Map<number, 'applied_by_reference' | 'duplicate'>> {
  const outcomes = new Map<number, 'applied_by_reference' | 'duplicate'>();
  const early = byReference(events);
  if (!early.length) return outcomes;
  const key = (id: string, status: string) => `${id}\u0000${status}`;
  const fresh = await tx.query<{ provider_message_id: string; status: string }>(
    `insert into processed_webhook_events (provider_message_id, status, processed_at)
     select distinct m, s, $3::timestamptz from unnest($1::text[], $2::text[]) as e(m, s) order by 1, 2
     on conflict do nothing returning provider_message_id, status`,
    [early.map(({ event }) => event.providerMessageId), early.map(({ event }) => event.status), now],
  );
  const unapplied = new Set(fresh.map((row) => key(row.provider_message_id, row.status)));
  const groups = new Map<string, Early[]>();
  for (const entry of early) {
    if (!unapplied.delete(key(entry.event.providerMessageId, entry.event.status))) {
      outcomes.set(entry.index, 'duplicate');
      continue;
    }
    const group = groupOf(entry.event);
    // One event per row and status: a second one of the same message is the one-by-one path's.
    const list = groups.get(group) ?? [];
    if (!list.some((other) => other.recipientId === entry.recipientId)) list.push(entry);
    groups.set(group, list);
  }
  const moved = new Set<number>();
  const ordered = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
  if (ordered.length > 1) {
    const entries = ordered.flatMap(([, group]) => group);
    await lockRecipients(tx, 'id = any($1::bigint[])', [entries.map((entry) => entry.recipientId)]);
  }
  for (const [, entries] of ordered) {
    const first = entries[0];
    if (!first) continue;
    const rows = await moveRecipients(tx, referenceMove(first.event.status, first.event.error, entries));
    const ids = new Set(rows.map((row) => row.id));
    for (const entry of entries) if (ids.has(entry.recipientId)) moved.add(entry.index);
  }
  const unmatched = early.filter((entry) => !outcomes.has(entry.index) && !moved.has(entry.index));
  if (unmatched.length) {
    await tx.query(`delete from processed_webhook_events where (provider_message_id, status) in (select * from unnest($1::text[], $2::text[]))`, [
      unmatched.map(({ event }) => event.providerMessageId),
      unmatched.map(({ event }) => event.status),
    ]);
  }
  for (const index of moved) outcomes.set(index, 'applied_by_reference');
  return outcomes;
}
