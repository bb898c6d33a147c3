import type { Db } from '../../platform/db/db';
import { replyReference, sendReplyButtons, sendReplyText, type ReplyChannel, type SendOutcome } from '../reply-sender';
import type { WhatsappBotReply } from './bot-messages';

/** Sends one message with the reference of a row written first, then stores the outcome on it. */
export type RecordedSend = (send: (reference: string) => Promise<SendOutcome>) => Promise<SendOutcome>;

/**
 * A bot turn's WhatsApp messages to the contact, in order; the first refusal stops the rest (a later
 * message would not make sense without it). Answers how many went and, if one did not, why.
 */
export async function sendBotReplies(channel: ReplyChannel, to: { phone: string; senderId: string }, replies: readonly WhatsappBotReply[], record: RecordedSend): Promise<{ sent: number; failure: string | null }> {
  let sent = 0;
  for (const reply of replies) {
    const outcome = await record((reference) =>
      reply.kind === 'text'
        ? sendReplyText(channel, { to: to.phone, senderId: to.senderId, text: reply.text, reference })
        : sendReplyButtons(channel, { to: to.phone, senderId: to.senderId, body: reply.body, buttons: reply.buttons, reference }),
    );
    if (!outcome.ok) return { sent, failure: outcome.reason };
    sent += 1;
  }
  return { sent, failure: null };
}

/** A bot session's message: its whatsapp_bot_replies row is written before the provider is called, so early statuses find it. */
export function recordedBotReply(db: Db, session: { id: string; esme: number }, now: () => Date): RecordedSend {
  return async (send) => {
    const [row] = await db.query<{ id: string }>("insert into whatsapp_bot_replies (esme, session_id, status, at) values ($1, $2, 'SENDING', $3) returning id::text as id", [session.esme, session.id, now()]);
    const id = String(row?.id);
    const sent = await send(replyReference('bot', id));
    await db.query('update whatsapp_bot_replies set status = $2, provider_message_id = coalesce($3, provider_message_id), reason = $4 where id = $1', [
      id,
      sent.ok ? 'SENT' : 'FAILED',
      sent.ok ? sent.providerMessageId : null,
      sent.ok ? null : sent.reason,
    ]);
    return sent;
  };
}
