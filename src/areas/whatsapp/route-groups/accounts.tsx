import type { AreaRoute } from '@/shell/placeholder/area-placeholder-routes';
import { RegisterNewPage } from '../accounts/register-new-page';

/** Onboarding, numbers, WABAs, profiles, billing and help (#14). */
export const accountsRoutes: AreaRoute[] = [{ path: 'register-new-whatsapp-api', element: <RegisterNewPage /> }];
