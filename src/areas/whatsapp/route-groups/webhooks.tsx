import type { AreaRoute } from '@/shell/placeholder/area-placeholder-routes';

/** Webhook configuration (#12): rules per number, signed forwarding, delivery log. */
export const webhooksRoutes: AreaRoute[] = [];
