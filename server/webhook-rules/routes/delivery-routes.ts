import { deliveriesQuery, deliveriesResponse, resendDeliveryRequest, resendDeliveryResponse, WEBHOOK_RULES_BASE } from '@/api/contracts/webhook-rules';
import type { AnyRoute } from '../../http/route';
import { insertDelivery, listDeliveries, ownDelivery } from '../deliveries-repo';
import { runningDeliveryQueue } from '../delivery-queue';
import { ownRule } from '../rules-repo';
import { webhookRoute } from './webhook-route';

export const deliveryRoutes: AnyRoute[] = [
  webhookRoute({
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
  webhookRoute({
    method: 'post',
    path: `${WEBHOOK_RULES_BASE}/resend`,
    summary: 'Sends a logged delivery\'s event again as a new delivery (its own id, attempts and retries), to the rule as it is now.',
    body: resendDeliveryRequest,
    response: resendDeliveryResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      const original = await ownDelivery(ctx.db, caller.esme, body.deliveryId);
      const { deliveryId: _previous, ...payload } = original.payload;
      const deliveryId = await insertDelivery(ctx.db, { ruleId: original.rule_id, category: original.category, payload, at: ctx.options.now(), resendOf: original.id });
      await runningDeliveryQueue(ctx.db)?.enqueue([deliveryId]);
      return { deliveryId };
    },
  }),
];
