import type { AnyRoute } from '../../../platform/http/route';
import { migrationRoutes } from './migration-routes';
import { notificationRoutes } from './notification-routes';
import { organizationRoutes } from './organization-routes';
import { pendingRoutes } from './pending-routes';

/** #14's remaining WhatsApp account pages (docs/api.md "WhatsApp accounts: more"). */
export const waAccountsMoreRoutes: AnyRoute[] = [...organizationRoutes, ...migrationRoutes, ...notificationRoutes, ...pendingRoutes];
