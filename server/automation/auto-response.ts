import type { Db } from '../platform/db/db';
import type { InboundRow } from './inbound-row';
import { replyReference, sendReplyText, SERVICE_WINDOW_MS, type ReplyChannel } from './reply-sender';

/** A contact gets a number's auto-response at most once in this long (docs/decisions.md). */
export const AUTO_RESPONSE_PERIOD_MS = 24 * 60 * 60 * 1000;

export type AutoResponseOutcome = 'off' | 'outside_window' | 'already_answered' | 'sent' | 'failed';

/**
 * Answers an inbound message with its number's auto-response text. The reply row is claimed before
 * the provider is called (under a lock per number and contact), so neither a retried job nor two
 * messages arriving together answer twice; a failed reply does not count towards the period.
 */
export async function answerWithAutoResponse(db: Db, channel: ReplyChannel, inbound: InboundRow, now: Date): Promise<AutoResponseOutcome> {
  const [profile] = await db.query<{ auto_response: boolean; auto_response_text: string }>('select auto_response, auto_response_text from sender_profiles where sender_id = $1', [inbound.sender_id]);
  const text = profile?.auto_response ? profile.auto_response_text.trim() : '';
  if (!text) return 'off';
  if (now.getTime() - new Date(inbound.at).getTime() > SERVICE_WINDOW_MS) return 'outside_window';
  const since = new Date(now.getTime() - AUTO_RESPONSE_PERIOD_MS);
  const claimed = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`auto-response|${inbound.sender_id}|${inbound.from_phone}`]);
    const [row] = await tx.query<{ id: string }>(
      `insert into auto_response_replies (esme, sender_id, phone, inbound_message_id, status, at)
       select $1, $2, $3, $4, 'SENDING', $5
       where not exists (select 1 from auto_response_replies where sender_id = $2 and phone = $3 and status <> 'FAILED' and at > $6)
       on conflict (inbound_message_id) do nothing returning id`,
      [inbound.esme, inbound.sender_id, inbound.from_phone, inbound.provider_message_id, now, since],
    );
    return row;
  });
  if (!claimed) return 'already_answered';
  const sent = await sendReplyText(channel, {
    to: inbound.from_phone,
    senderId: inbound.sender_id,
    text,
    replyTo: inbound.provider_message_id,
    reference: replyReference('auto', claimed.id),
  });
  await db.query('update auto_response_replies set status = $2, provider_message_id = $3, reason = $4 where id = $1', [
    claimed.id,
    sent.ok ? 'SENT' : 'FAILED',
    sent.ok ? sent.providerMessageId : null,
    sent.ok ? null : sent.reason,
  ]);
  return sent.ok ? 'sent' : 'failed';
}
