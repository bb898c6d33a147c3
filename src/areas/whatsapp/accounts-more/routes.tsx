import type { AreaRoute } from '@/shell/area/area-routes';
import { HandoverTemplatePage } from './handover-template-page';
import { MigrateNumbersPage } from './migrate-numbers-page';
import { NotificationSubscriptionPage } from './notification-subscription-page';
import { PendingDownloadPage } from './pending-download-page';
import { RegistrationFormPage } from './registration-form-page';

/** #14's remaining account pages: organisation details, number migration, notifications, pending downloads, the retired handover page. */
export const accountsMoreRoutes: AreaRoute[] = [
  { path: 'whatsapp-registration-form', element: <RegistrationFormPage /> },
  { path: 'migrate-whatsapp-numbers', element: <MigrateNumbersPage /> },
  { path: 'notification-subscription', element: <NotificationSubscriptionPage /> },
  { path: 'pending-download-list', element: <PendingDownloadPage /> },
  { path: 'handover-template', element: <HandoverTemplatePage /> },
];
