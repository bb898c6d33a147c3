import type { Queryable } from '../../platform/db/db';
import { moveRecipients, moveRecipientsCount } from '../campaigns/recipient-moves';
import { INTERRUPTED } from '../campaigns/unknown-fate';

/** Furthest first: a webhook that said read outranks one that said sent. */
const RANK = `case e.status when 'failed' then 4 when 'read' then 3 when 'delivered' then 2 else 1 end`;
/** In the update's SET, where the row is `r`. */
const BEST = (column: string) => `(select e.${column} from orphan_status_events e where e.recipient = r.phone and e.at >= r.sending_at order by ${RANK} desc, e.at desc limit 1)`;


/**
 * Rows left in SENDING by a stopped dispatcher (lease passed). Never resent blindly
 * (messaging.md "Never twice"): a row whose fate a webhook already told (an orphan status for its
 * phone since it was claimed) takes that fate and message id; every other one becomes FAILED
 * `interrupted`, and "Retry failed" is the user's decision. Answers how many of each.
 */
export async function recoverExpiredLeases(q: Queryable, now: Date): Promise<{ adopted: number; interrupted: number }> {
  const expired = `status = 'SENDING' and lease_until < $1`;
  const told = `exists (select 1 from orphan_status_events e where e.recipient = campaign_recipients.phone and e.at >= campaign_recipients.sending_at)`;
  const adopted = await moveRecipients(q, {
    where: `${expired} and ${told}`,
    set: `status = upper(${BEST('status')}), provider_message_id = ${BEST('provider_message_id')}, error_code = ${BEST('error_code')}, error_text = ${BEST('error_text')},
      sent_at = case when ${BEST('status')} <> 'failed' then coalesce(r.sent_at, $1) end, failed_at = case when ${BEST('status')} = 'failed' then $1 end, lease_until = null`,
    params: [now],
    skipLocked: true,
  });
  if (adopted.length) {
    await q.query(`delete from orphan_status_events e using campaign_recipients r where r.id = any($1::bigint[]) and e.provider_message_id = r.provider_message_id`, [adopted.map((row) => row.id)]);
  }
  const interrupted = await moveRecipientsCount(q, {
    where: expired,
    set: `status = 'FAILED', error_code = '${INTERRUPTED.code}', error_text = '${INTERRUPTED.text}', failed_at = $1, lease_until = null`,
    params: [now],
    skipLocked: true,
  });
  return { adopted: adopted.length, interrupted };
}
