import { deliveriesQuery, deliveriesResponse, resendDeliveryRequest, resendDeliveryResponse, sendTestEventRequest, sendTestEventResponse, WEBHOOK_RULES_BASE } from '@/api/contracts/webhook-rules';
import { ApiError } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { attemptDelivery } from '../deliver';
import { getDelivery, insertDelivery, listDeliveries, ownDelivery } from '../deliveries-repo';
import { runningDeliveryQueue } from '../delivery-queue';
import { ownRule } from '../rules-repo';
import { sampleEventPayload } from '../sample-events';
import { routeFamily } from '../../platform/access/route-families';

export const deliveryRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.webhooks,
    method: 'get',
    path: `${WEBHOOK_RULES_BASE}/deliveries`,
    summary: "A rule's last deliveries, newest first, each with every attempt's status code, duration, body and the answer's first characters.",
    query: deliveriesQuery,
    response: deliveriesResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => {
      await ownRule(ctx.db, caller.esme, query.ruleId);
      return { deliveries: await listDeliveries(ctx.db, query.ruleId, query.limit) };
    },
  }),
  defineRoute({
    ...routeFamily.webhooks,
    method: 'post',
    path: `${WEBHOOK_RULES_BASE}/resend`,
    summary: 'Sends a logged delivery\'s event again as a new delivery (its own id, attempts and retries), to the rule as it is now.',
    body: resendDeliveryRequest,
    response: resendDeliveryResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      const original = await ownDelivery(ctx.db, caller.esme, body.deliveryId);
      const { deliveryId: _previous, ...payload } = original.payload;
      const deliveryId = await insertDelivery(ctx.db, { ruleId: original.rule_id, category: original.category, payload, at: ctx.options.now(), resendOf: original.id, test: original.test });
      await runningDeliveryQueue(ctx.db)?.enqueue([deliveryId]);
      return { deliveryId };
    },
  }),
  defineRoute({
    ...routeFamily.webhooks,
    method: 'post',
    path: `${WEBHOOK_RULES_BASE}/sendTestEvent`,
    summary:
      "Delivers a sample event of one of the rule's categories (its first when none is named) to the rule's URL now, through the same path as real events: signed, encrypted when the rule asks, logged with `test: true` (the body carries `test: true`, the call `X-Webhook-Test: true`). Tried once, never retried. Answers the delivery with its attempt: status, HTTP status code or error.",
    body: sendTestEventRequest,
    response: sendTestEventResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      const rule = await ownRule(ctx.db, caller.esme, body.ruleId);
      const category = body.category ?? rule.event_categories[0];
      if (!category || !rule.event_categories.includes(category)) {
        throw new ApiError('invalidRequest', 'Invalid request.', { category: `The rule does not forward ${category ?? 'any category'}.` });
      }
      const at = ctx.options.now();
      const deliveryId = await insertDelivery(ctx.db, { ruleId: rule.id, category, payload: sampleEventPayload(rule, category, at), at, test: true, attemptedHere: true });
      await attemptDelivery(ctx.db, deliveryId, ctx.options.now);
      return getDelivery(ctx.db, deliveryId);
    },
  }),
];
