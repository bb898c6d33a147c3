import { REPLY_REFERENCE_PREFIX, type ChannelEvent } from '../../channel/channel';
import type { Queryable } from '../../platform/db/db';

type StatusEvent = Extract<ChannelEvent, { kind: 'status' }>;

/** The reply tables by the `what` of their references (`replyReference`); `bot`: a WhatsApp chatbot session's. */
const REPLY_TABLES = { auto: 'auto_response_replies', automation: 'automation_replies', bot: 'whatsapp_bot_replies' } as const;
type ReplyKind = keyof typeof REPLY_TABLES;

const REFERENCE = /^reply:(auto|automation|bot):(\d+)$/;

/** A status's place in a message's life; a late `delivered` after `read` changes nothing. */
const rank = (value: string) => `case ${value} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`;

async function rowsOf(tx: Queryable, event: StatusEvent): Promise<Array<{ what: ReplyKind; id: string }>> {
  const byReference = REFERENCE.exec(event.reference ?? '');
  if (byReference) return [{ what: byReference[1] as ReplyKind, id: byReference[2] ?? '' }];
  // Without our reference (a provider that does not echo it), the message id finds the row once its send was answered.
  return tx.query<{ what: ReplyKind; id: string }>(
    `select 'auto' as what, id from auto_response_replies where provider_message_id = $1
     union all select 'automation' as what, id from automation_replies where provider_message_id = $1
     union all select 'bot' as what, id from whatsapp_bot_replies where provider_message_id = $1`,
    [event.providerMessageId],
  );
}

/**
 * Stores a provider's status of one of our replies (an auto-response, an automation's send) on its
 * row, moving only forward. Answers whether the status was a reply's, so it is not kept as an orphan
 * a campaign could adopt.
 */
export async function applyReplyStatus(tx: Queryable, event: StatusEvent): Promise<boolean> {
  const rows = await rowsOf(tx, event);
  for (const row of rows) {
    await tx.query(
      `update ${REPLY_TABLES[row.what]} set delivery = $2, delivery_error = $3, delivery_at = $4, provider_message_id = coalesce(provider_message_id, $5)
       where id = $1 and ${rank('delivery')} < ${rank('$2::text')}`,
      [row.id, event.status, event.error ? `${event.error.code} ${event.error.title}` : null, event.at, event.providerMessageId],
    );
  }
  return rows.length > 0 || (event.reference?.startsWith(REPLY_REFERENCE_PREFIX) ?? false);
}
