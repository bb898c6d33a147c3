import type { NotificationDelivery, NotificationSubscription } from '@/api/contracts/whatsapp-accounts-more';
import type { Queryable } from '../platform/db/db';

/** How many subscriptions an account may have. */
export const MAX_SUBSCRIPTIONS = 20;

export interface SubscriptionRow {
  id: string;
  channel: NotificationSubscription['channel'];
  target: string;
  events: NotificationSubscription['events'];
  created_by: string;
  created_on: Date;
}

export const listSubscriptions = (q: Queryable, esme: number) => q.query<SubscriptionRow>('select * from notification_subscriptions where esme = $1 order by created_on, id', [esme]);

/** A new subscription; undefined when the account already has MAX_SUBSCRIPTIONS (counted in the same statement). */
export async function saveSubscription(
  q: Queryable,
  subscription: { id: string; esme: number; channel: SubscriptionRow['channel']; target: string; events: SubscriptionRow['events']; createdBy: string; at: Date },
): Promise<SubscriptionRow | undefined> {
  const [row] = await q.query<SubscriptionRow>(
    `insert into notification_subscriptions (id, esme, channel, target, events, created_by, created_on)
         select $1::uuid, $2::integer, $3::text, $4::text, $5::text[], $6::text, $7::timestamptz where (select count(*) from notification_subscriptions where esme = $2::integer) < ${MAX_SUBSCRIPTIONS} returning *`,
    [subscription.id, subscription.esme, subscription.channel, subscription.target, subscription.events, subscription.createdBy, subscription.at],
  );
  return row;
}

/** Removes the account's subscription (its deliveries go with it); false when it has no such subscription. */
export async function deleteSubscription(q: Queryable, esme: number, id: string): Promise<boolean> {
  const gone = await q.query('delete from notification_subscriptions where id = $1 and esme = $2 returning id', [id, esme]);
  return gone.length > 0;
}

export interface DeliveryRow {
  id: string;
  subscription_id: string;
  channel: NotificationDelivery['channel'];
  target: string;
  event: NotificationDelivery['event'];
  summary: string;
  status: NotificationDelivery['status'];
  attempts: number;
  status_code: number | null;
  error: string | null;
  created_on: Date;
  delivered_on: Date | null;
}

/** The account's last `limit` deliveries, newest first, with where each went. */
export const listDeliveries = (q: Queryable, esme: number, limit: number) =>
  q.query<DeliveryRow>(
    `select d.id, d.subscription_id, s.channel, s.target, d.event, d.summary, d.status, d.attempts, d.status_code, d.error, d.created_on, d.delivered_on
           from notification_deliveries d join notification_subscriptions s on s.id = d.subscription_id
          where d.esme = $1 order by d.created_on desc, d.id limit $2`,
    [esme, limit],
  );

export interface SandboxMailRow {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  at: Date;
}

/** SANDBOX: the account's last 50 notification mails, which the sandbox mail transport kept instead of sending. */
export const listSandboxMails = (q: Queryable, esme: number) =>
  q.query<SandboxMailRow>('select id::text, to_address, subject, body, at from sandbox_mailbox where esme = $1 order by at desc, id desc limit 50', [esme]);
