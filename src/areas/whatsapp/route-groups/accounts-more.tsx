import type { AreaRoute } from '@/shell/area/area-routes';
import { HandoverTemplatePage } from '../accounts-more/handover-template-page';
import { MigrateNumbersPage } from '../accounts-more/migrate-numbers-page';
import { NotificationSubscriptionPage } from '../accounts-more/notification-subscription-page';
import { PendingDownloadPage } from '../accounts-more/pending-download-page';
import { RegistrationFormPage } from '../accounts-more/registration-form-page';

/** #14's remaining account pages: organisation details, number migration, notifications, pending downloads, the retired handover page. */
export const accountsMoreRoutes: AreaRoute[] = [
  { path: 'whatsapp-registration-form', element: <RegistrationFormPage /> },
  { path: 'migrate-whatsapp-numbers', element: <MigrateNumbersPage /> },
  { path: 'notification-subscription', element: <NotificationSubscriptionPage /> },
  { path: 'pending-download-list', element: <PendingDownloadPage /> },
  { path: 'handover-template', element: <HandoverTemplatePage /> },
];
