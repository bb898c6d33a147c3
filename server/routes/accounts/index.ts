import type { AnyRoute } from '../../http/route';
import { signupRoutes } from './signup-routes';

/** WhatsApp accounts (#14): embedded sign-up, numbers and WABAs, business profiles (docs/api.md "WhatsApp accounts"). */
export const accountsRoutes: AnyRoute[] = [...signupRoutes];
