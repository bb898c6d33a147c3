import type { AreaRoute } from '@/shell/area/area-routes';
import { WebhookConfigurationPage } from './webhook-configuration-page';

/** Webhook configuration (#12): rules per number, signed forwarding, delivery log. */
export const webhooksRoutes: AreaRoute[] = [{ path: 'webhook-configuration', element: <WebhookConfigurationPage /> }];
