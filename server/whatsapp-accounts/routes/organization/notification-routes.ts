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
  type NotificationSubscription,
} from '@/api/contracts/whatsapp-accounts-more';
import { ApiError, notFound } from '../../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { checkTargetUrl } from '../../../webhook-rules/target-url';
import { routeFamily } from '../../../platform/access/route-families';
import { deleteSubscription, listDeliveries, listSandboxMails, listSubscriptions, MAX_SUBSCRIPTIONS, saveSubscription, type SubscriptionRow } from '../../notifications-repo';

const present = (row: SubscriptionRow): NotificationSubscription => ({
  id: row.id,
  channel: row.channel,
  target: row.target,
  events: row.events,
  createdBy: row.created_by,
  createdOn: new Date(row.created_on).toISOString(),
});

export const notificationRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.accounts('notifications'),
    method: 'get',
    path: `${NOTIFICATIONS_BASE}/subscriptions`,
    summary: "Who the account tells, by e-mail or webhook, when a template is rejected or paused, a number's quality or tier changes, or a campaign finishes or fails.",
    response: notificationSubscriptionList,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => ({
      subscriptions: (await listSubscriptions(ctx.db, caller.esme)).map(present),
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
      const row = await saveSubscription(ctx.db, { id: randomUUID(), esme: caller.esme, channel: body.channel, target: body.target, events: body.events, createdBy: caller.username, at: ctx.options.now() });
      if (!row) throw new ApiError('invalidRequest', `At most ${MAX_SUBSCRIPTIONS} subscriptions.`, { target: `At most ${MAX_SUBSCRIPTIONS} subscriptions per account.` });
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
      if (!(await deleteSubscription(ctx.db, caller.esme, params.id))) throw notFound('No such subscription in your account.');
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
      const rows = await listDeliveries(ctx.db, caller.esme, query.limit);
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
      const rows = await listSandboxMails(ctx.db, caller.esme);
      return { mails: rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, body: row.body, at: new Date(row.at).toISOString() })) };
    },
  }),
];
