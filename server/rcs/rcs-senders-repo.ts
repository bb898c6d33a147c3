import type { RcsSender } from '@/api/contracts/rcs-senders';
import type { Queryable } from '../platform/db/db';
import { notFound } from '../platform/api-error';

export async function listRcsSenders(q: Queryable, esme: number): Promise<RcsSender[]> {
  return q.query<RcsSender>('select id as "senderId", name, description, color from rcs_senders where esme = $1 order by name, id', [esme]);
}

export async function listSmsSenderIds(q: Queryable, esme: number): Promise<{ senderId: string }[]> {
  return q.query<{ senderId: string }>('select id as "senderId" from sms_sender_ids where esme = $1 order by id', [esme]);
}

/** The account's agent, or a 404 that says nothing of other accounts' agents. */
export async function ownRcsSender(q: Queryable, esme: number, senderId: string): Promise<RcsSender> {
  const [sender] = await q.query<RcsSender>('select id as "senderId", name, description, color from rcs_senders where esme = $1 and id = $2', [esme, senderId]);
  if (!sender) throw notFound('No such RCS sender id in this account.');
  return sender;
}
