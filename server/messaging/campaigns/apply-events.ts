import { applyReplyStatus } from './reply-statuses';
import { endBotSessionsOfContact } from './bot-session-ends';
import type { ChannelEvent, DeliveryStatus } from '../../channel/channel';
import type { Db, Queryable } from '../../platform/db/db';
import { isOptIn, isOptOut } from './opt-out-texts';
import { retryOnDeadlock } from '../../platform/db/retry-deadlock';
import { applyEarlyStatuses, applyEarlyStatusesAlone, oneReferenceGroup, REFERENCE } from './apply-early-statuses';
import { applyKnownStatuses, applyKnownStatusesAlone, oneStatusGroup, statusMove, type StatusEvent } from './apply-status-batch';
import { moveRecipients } from './recipient-moves';
import { recordCharges } from '../../billing/record-charges';
import { UNKNOWN_FATE_CODES } from './unknown-fate';

/**
 * Applies what the provider's webhooks said (already verified and parsed into ChannelEvents).
 * Statuses only move forward and each (message id, status) is applied once; counters move in the
 * same statement as the row. Replies are kept for ENGAGED_USERS, and STOP records an opt-out that
 * every later MARKETING campaign of the account skips.
 */

type InboundEvent = Extract<ChannelEvent, { kind: 'inbound' }>;

/** Moves the recipient that holds this message id, if the event moves it forward. Answers whether a row matched the id. */
export async function applyStatusToRecipient(q: Queryable, event: Pick<StatusEvent, 'providerMessageId' | 'status' | 'at' | 'error'>): Promise<boolean> {
  const [known] = await q.query('select 1 from campaign_recipients where provider_message_id = $1 limit 1', [event.providerMessageId]);
  if (!known) return false;
  await moveRecipients(q, statusMove(event, [event.providerMessageId]));
  return true;
}

/** Statuses that arrived before their message ids were stored, applied now that they are. */
export async function adoptOrphans(q: Queryable, providerMessageIds: readonly string[]): Promise<void> {
  const orphans = await q.query<{ provider_message_id: string; status: DeliveryStatus; error_code: string | null; error_text: string | null; at: Date }>(
    `delete from orphan_status_events where provider_message_id = any($1::text[]) returning provider_message_id, status, error_code, error_text, at`,
    [providerMessageIds],
  );
  const order: DeliveryStatus[] = ['sent', 'delivered', 'read', 'failed'];
  orphans.sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));
  for (const orphan of orphans) {
    await applyStatusToRecipient(q, { providerMessageId: orphan.provider_message_id, status: orphan.status, at: orphan.at, error: orphan.error_code ? { code: Number(orphan.error_code), title: orphan.error_text ?? '' } : undefined });
  }
}

/**
 * The webhook beat the dispatcher: the provider answered, but its message id may not be stored yet.
 * The reference it echoed names the row. Locking that row first waits for a dispatcher storing the id
 * at this very moment (and makes it wait for us), then the row is read as committed: it holds this id
 * now, or takes it here while still being sent. A row failed for want of an answer (unknown-fate.ts)
 * went out after all: it takes the id and its real fate. Answers whether the event was applied.
 */
async function applyByReference(tx: Queryable, event: StatusEvent): Promise<boolean> {
  const match = event.reference ? REFERENCE.exec(event.reference) : null;
  if (!match) return false;
  const [row] = await tx.query<{ provider_message_id: string | null; status: string; error_code: string | null }>(
    'select provider_message_id, status, error_code from campaign_recipients where id = $2 and campaign_id = $1 and phone = $3 for update',
    [match[1], match[2], event.recipient],
  );
  if (!row) return false;
  const unknownFate = row.status === 'FAILED' && row.error_code !== null && UNKNOWN_FATE_CODES.includes(row.error_code);
  if (row.provider_message_id === null && (row.status === 'SENDING' || unknownFate)) {
    // Back to SENDING in the same statement as the counters, so the status below moves it on as any other send's.
    const set = `provider_message_id = $3${unknownFate ? ", status = 'SENDING', error_code = null, error_text = null, failed_at = null" : ''}`;
    await moveRecipients(tx, { where: 'id = $2 and campaign_id = $1', set, params: [match[1], match[2], event.providerMessageId] });
    await adoptOrphans(tx, [event.providerMessageId]);
  } else if (row.provider_message_id !== event.providerMessageId) return false;
  return applyStatusToRecipient(tx, event);
}

async function applyStatus(tx: Queryable, event: StatusEvent, now: Date) {
  const fresh = await tx.query('insert into processed_webhook_events (provider_message_id, status, processed_at) values ($1, $2, $3) on conflict do nothing returning 1', [
    event.providerMessageId,
    event.status,
    now,
  ]);
  if (!fresh.length) return 'duplicate';
  if (await applyStatusToRecipient(tx, event)) return 'applied';
  if (await applyByReference(tx, event)) return 'applied_by_reference';
  // A reply to an inbound message (server/automation) is no campaign's; kept as an orphan it could be taken for one's fate.
  if (await applyReplyStatus(tx, event)) return 'reply';
  await tx.query(
    `insert into orphan_status_events (provider_message_id, status, recipient, error_code, error_text, at) values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [event.providerMessageId, event.status, event.recipient, event.error ? String(event.error.code) : null, event.error?.title ?? null, event.at],
  );
  return 'orphan';
}

async function applyInbound(tx: Queryable, event: InboundEvent) {
  // The number's account and the insert in one statement: a campaign's replies come in by the hundred.
  const [sender] = await tx.query<{ esme: number; stored: boolean }>(
    `with sender as (select esme from sender_numbers where id = $3),
     stored as (
       insert into inbound_messages (esme, provider_message_id, from_phone, sender_id, text, at, is_button, contact_name, payload)
       select esme, $1, $2, $3, $4, $5, $6, $7, $8 from sender on conflict (provider_message_id) do nothing returning 1)
     select esme, exists (select 1 from stored) as stored from sender`,
    [event.providerMessageId, event.from, event.senderId, event.text, event.at, event.payload !== undefined, event.contactName?.slice(0, 256) ?? null, event.payload?.slice(0, 1000) ?? null],
  );
  if (!sender) return 'unknown_sender';
  if (!sender.stored) return 'duplicate';
  const said = [event.text, event.payload ?? ''];
  if (said.some(isOptOut)) {
    // The campaign that last wrote to this contact from this number is the one they answered.
    const [source] = await tx.query<{ campaign_id: string }>(
      `select r.campaign_id from campaign_recipients r join campaigns c on c.id = r.campaign_id
       where r.phone = $1 and c.sender_id = $2 and r.sent_at is not null order by r.sent_at desc limit 1`,
      [event.from, event.senderId],
    );
    await tx.query(
      `insert into opt_outs (esme, phone, reason, source_campaign_id, at) values ($1, $2, $3, $4, $5)
       on conflict (esme, phone) do update set reason = excluded.reason, source_campaign_id = excluded.source_campaign_id, at = excluded.at`,
      [sender.esme, event.from, `Replied "${(event.payload ?? event.text).trim()}"`.slice(0, 200), source?.campaign_id ?? null, event.at],
    );
    // STOP also ends any chatbot conversation of the account with the contact: no bot answers it.
    await endBotSessionsOfContact(tx, sender.esme, event.from, 'opted_out', event.at);
    return 'opted_out';
  }
  if (said.some(isOptIn)) {
    await tx.query('delete from opt_outs where esme = $1 and phone = $2 and at <= $3', [sender.esme, event.from, event.at]);
    await tx.query(
      `insert into opt_ins (esme, phone, source, at) values ($1, $2, 'keyword', $3) on conflict (esme, phone) do update set at = excluded.at`,
      [sender.esme, event.from, event.at],
    );
    return 'opted_in';
  }
  return 'recorded';
}

const TEMPLATE_STATUS: Record<Extract<ChannelEvent, { kind: 'template' }>['event'], string> = {
  APPROVED: 'APPROVED',
  REINSTATED: 'APPROVED',
  REJECTED: 'REJECTED',
  PENDING: 'PENDING',
  PAUSED: 'PAUSED',
  DISABLED: 'DISABLED',
  FLAGGED: 'FLAGGED',
};

const TIERS = [250, 2000, 10000, 100000];

async function applyOne(tx: Queryable, event: ChannelEvent, now: Date): Promise<string> {
  switch (event.kind) {
    case 'status':
      return applyStatus(tx, event, now);
    case 'inbound':
      return applyInbound(tx, event);
    case 'template':
      await tx.query('update whatsapp_templates set status = $2, reason = $3, updated_on = $4 where provider_id = $1', [event.providerTemplateId, TEMPLATE_STATUS[event.event], event.reason, event.at]);
      return 'template';
    case 'template-quality':
      await tx.query('update whatsapp_templates set quality = $2, updated_on = $3 where provider_id = $1', [event.providerTemplateId, event.quality, event.at]);
      return 'template-quality';
    case 'quality':
      // Meta's quality webhook names the display number, not the phone-number id; accept either.
      await tx.query('update sender_numbers set quality = $2 where id = $1 or display_number = $1', [event.senderId, event.quality]);
      // A tier of null is the provider saying "unlimited"; undefined means the tier did not change.
      if (event.tier !== undefined) {
        await tx.query(
          'update business_portfolios p set messaging_limit = $2, updated_on = $3 from wabas w, sender_numbers s where (s.id = $1 or s.display_number = $1) and w.id = s.waba_id and p.id = w.portfolio_id',
          [event.senderId, event.tier !== null && TIERS.includes(event.tier) ? event.tier : null, event.at],
        );
      }
      return 'quality';
    case 'mm-lite-terms':
      // The first signature counts: a WABA onboarded at sign-up keeps that date.
      await tx.query('update wabas set mm_lite_onboarded_on = coalesce(mm_lite_onboarded_on, $2) where id = $1', [event.wabaId, event.at]);
      return 'mm-lite-terms';
  }
}

/**
 * Statuses of stored messages first, all in one statement when they are of one status, else in one
 * transaction (apply-status-batch.ts); then every
 * other event in its own transaction, so a bad one never blocks the rest; then the charges of
 * billable messages. Answers what each did.
 */
export async function applyChannelEvents(db: Db, events: readonly ChannelEvent[], now: Date = new Date()): Promise<string[]> {
  const statuses = events.flatMap((event, index) => (event.kind === 'status' ? [{ event, index }] : []));
  const outcomes: Array<string | null> = events.map(() => null);
  if (statuses.length) {
    const list = statuses.map(({ event }) => event);
    const batch = await retryOnDeadlock(() => (oneStatusGroup(list) ? applyKnownStatusesAlone(db, list, now) : db.transaction((tx) => applyKnownStatuses(tx, list, now))));
    batch.forEach((outcome, at) => {
      const index = statuses[at]?.index;
      if (index !== undefined) outcomes[index] = outcome;
    });
  }
  const early = statuses.filter(({ index }) => outcomes[index] === null);
  if (early.length) {
    const applied = await retryOnDeadlock(() => (oneReferenceGroup(early) ? applyEarlyStatusesAlone(db, early, now) : db.transaction((tx) => applyEarlyStatuses(tx, early, now))));
    for (const [index, outcome] of applied) outcomes[index] = outcome;
  }
  const answered: string[] = [];
  for (const [index, event] of events.entries()) answered.push(outcomes[index] ?? (await retryOnDeadlock(() => db.transaction((tx) => applyOne(tx, event, now)))));
  // Last, so a status applied by reference above has its message id stored and is charged too.
  if (statuses.some(({ event }) => event.pricing?.billable)) await retryOnDeadlock(() => recordCharges(db, statuses.map(({ event }) => event)));
  return answered;
}
