import type { AnyRoute } from '../../platform/http/route';
import { numbersRoutes } from './numbers-routes';
import { profileRoutes } from './profile-routes';
import { signupRoutes } from './signup-routes';
import { smartMessagingRoutes } from './smart-messaging-routes';
import { wabaAccountRoutes } from './waba-account-routes';
import { wabaRoutes } from './waba-routes';

/** WhatsApp accounts (#14): embedded sign-up, numbers and WABAs, business profiles (docs/api.md "WhatsApp accounts"). */
export const accountsRoutes: AnyRoute[] = [...signupRoutes, ...smartMessagingRoutes, ...numbersRoutes, ...profileRoutes, ...wabaRoutes, ...wabaAccountRoutes];
