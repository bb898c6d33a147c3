import type { AreaRoute } from '@/shell/area/area-routes';
import { NumbersPage } from './numbers-page';
import { ProfilePage } from './profile-page';
import { RegisterNewPage } from './register-new-page';

/** Onboarding, numbers, WABAs, profiles, billing and help (#14). */
export const accountsRoutes: AreaRoute[] = [
  { path: 'register-new-whatsapp-api', element: <RegisterNewPage /> },
  // An EmbeddedSignUp profile lands here (spec §6): the same sign-up under the older page's name (docs/decisions.md).
  { path: 'register-whatsapp-api', element: <RegisterNewPage titleKey="menu.register_whatsapp_api" /> },
  { path: 'waba-status', element: <NumbersPage view="waba-status" /> },
  { path: 'waba-cloud-list', element: <NumbersPage view="waba-cloud-list" /> },
  { path: 'waba-nos-list', element: <NumbersPage view="waba-nos-list" /> },
  { path: 'profile', element: <ProfilePage /> },
];
