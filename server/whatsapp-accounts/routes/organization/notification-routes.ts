import { randomUUID } from 'node:crypto';
import { WHATSAPP_SANDBOX_BASE } from '@/api/contracts/automation';
import {
  NOTIFICATIONS_BASE,
  deleteSubscriptionResponse,
  notificationDeliveryList,
  notificationDeliveryQuery,
  notificationSubscription,
  notificationSubscriptionList,
  notificationSubscriptionRequest,
  sandboxMailboxResponse,
  subscriptionIdParams,
  type NotificationDelivery,
  type NotificationSubscription,
} from '@/api/contracts/whatsapp-accounts-more';
import { apiErrorCode } from '@/api/contracts/errors';
import { ApiError, notFound } from '../../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { checkTargetUrl } from '../../../webhook-rules/target-url';
import { routeFamily } from '../../../platform/access/route-families';

interface SubscriptionRow {
  id: string;
  channel: NotificationSubscription['channel'];
  target: string;
  events: NotificationSubscription['events'];
  created_by: string;
  created_on: Date;
}

const present = (row: SubscriptionRow): NotificationSubscription => ({
  id: row.id,
  channel: row.channel,
  target: row.target,
  events: row.events,
  createdBy: row.created_by,
  createdOn: new Date(row.created_on).toISOString(),
});

const MAX_SUBSCRIPTIONS = 20;

export const notificationRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.accounts('notifications'),
    method: 'get',
    path: `${NOTIFICATIONS_BASE}/subscriptions`,
    summary: "Who the account tells, by e-mail or webhook, when a template is rejected or paused, a number's quality or tier changes, or a campaign finishes or fails.",
    response: notificationSubscriptionList,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => ({
      subscriptions: (await ctx.db.query<SubscriptionRow>('select * from notification_subscriptions where esme = $1 order by created_on, id', [caller.esme])).map(present),
    }),
  }),
  defineRoute({
    ...routeFamily.accounts('notifications'),
    method: 'post',
    path: `${NOTIFICATIONS_BASE}/subscriptions`,
    summary: `Adds a subscription: an e-mail address, or an https webhook URL (not private or local; OUTBOUND_ALLOW hosts may be http), and the events it hears. At most ${MAX_SUBSCRIPTIONS} per account.`,
    body: notificationSubscriptionRequest,
    response: notificationSubscription,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, body }) => {
      if (body.channel === 'WEBHOOK') checkTargetUrl(body.target);
      const [row] = await ctx.db.query<SubscriptionRow>(
        `insert into notification_subscriptions (id, esme, channel, target, events, created_by, created_on)
         select $1::uuid, $2::integer, $3::text, $4::text, $5::text[], $6::text, $7::timestamptz where (select count(*) from notification_subscriptions where esme = $2::integer) < ${MAX_SUBSCRIPTIONS} returning *`,
        [randomUUID(), caller.esme, body.channel, body.target, body.events, caller.username, ctx.options.now()],
      );
      if (!row) throw new ApiError(400, apiErrorCode.invalidRequest, `At most ${MAX_SUBSCRIPTIONS} subscriptions.`, { target: `At most ${MAX_SUBSCRIPTIONS} subscriptions per account.` });
      return present(row);
    },
  }),
  defineRoute({
    ...routeFamily.accounts('notifications'),
    method: 'delete',
    path: `${NOTIFICATIONS_BASE}/subscriptions/:id`,
    summary: 'Removes a subscription and its delivery log. Another account\'s subscription is a 404.',
    params: subscriptionIdParams,
    response: deleteSubscriptionResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      const gone = await ctx.db.query('delete from notification_subscriptions where id = $1 and esme = $2 returning id', [params.id, caller.esme]);
      if (!gone.length) throw notFound('No such subscription in your account.');
      return { deleted: true as const };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('notifications'),
    method: 'get',
    path: `${NOTIFICATIONS_BASE}/deliveries`,
    summary: "The account's notification deliveries, newest first: event, where it went, status, attempts, the endpoint's HTTP status or the error.",
    query: notificationDeliveryQuery,
    response: notificationDeliveryList,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, query }) => {
      const rows = await ctx.db.query<{
        id: string; subscription_id: string; channel: NotificationDelivery['channel']; target: string; event: NotificationDelivery['event']; summary: string;
        status: NotificationDelivery['status']; attempts: number; status_code: number | null; error: string | null; created_on: Date; delivered_on: Date | null;
      }>(
        `select d.id, d.subscription_id, s.channel, s.target, d.event, d.summary, d.status, d.attempts, d.status_code, d.error, d.created_on, d.delivered_on
           from notification_deliveries d join notification_subscriptions s on s.id = d.subscription_id
          where d.esme = $1 order by d.created_on desc, d.id limit $2`,
        [caller.esme, query.limit],
      );
      return {
        deliveries: rows.map((row) => ({
          id: row.id,
          subscriptionId: row.subscription_id,
          channel: row.channel,
          target: row.target,
          event: row.event,
          summary: row.summary,
          status: row.status,
          attempts: row.attempts,
          statusCode: row.status_code,
          error: row.error,
          createdOn: new Date(row.created_on).toISOString(),
          deliveredOn: row.delivered_on ? new Date(row.delivered_on).toISOString() : null,
        })),
      };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('notifications'),
    method: 'get',
    path: `${WHATSAPP_SANDBOX_BASE}/mailbox`,
    summary: "SANDBOX: the notification mails of the account, newest first. There is no mail service: the sandbox mail transport keeps them here instead of sending them.",
    response: sandboxMailboxResponse,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => {
      const rows = await ctx.db.query<{ id: string; to_address: string; subject: string; body: string; at: Date }>(
        'select id::text, to_address, subject, body, at from sandbox_mailbox where esme = $1 order by at desc, id desc limit 50',
        [caller.esme],
      );
      return { mails: rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, body: row.body, at: new Date(row.at).toISOString() })) };
    },
  }),
];
