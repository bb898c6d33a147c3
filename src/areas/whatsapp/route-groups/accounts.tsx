import type { AreaRoute } from '@/shell/placeholder/area-placeholder-routes';
import { NumbersPage } from '../accounts/numbers-page';
import { ProfilePage } from '../accounts/profile-page';
import { RegisterNewPage } from '../accounts/register-new-page';

/** Onboarding, numbers, WABAs, profiles, billing and help (#14). */
export const accountsRoutes: AreaRoute[] = [
  { path: 'register-new-whatsapp-api', element: <RegisterNewPage /> },
  { path: 'waba-status', element: <NumbersPage view="waba-status" /> },
  { path: 'waba-cloud-list', element: <NumbersPage view="waba-cloud-list" /> },
  { path: 'waba-nos-list', element: <NumbersPage view="waba-nos-list" /> },
  { path: 'profile', element: <ProfilePage /> },
];
