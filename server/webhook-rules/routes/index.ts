import type { AnyRoute } from '../../platform/http/route';
import { deliveryRoutes } from './delivery-routes';
import { ruleRoutes } from './rule-routes';

/** Spec §7 "Webhooks" under the campaign base, and the delivery log (docs/api.md "Webhook configuration"). */
export const webhookRuleRoutes: AnyRoute[] = [...ruleRoutes, ...deliveryRoutes];
