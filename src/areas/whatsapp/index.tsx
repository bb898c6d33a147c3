import { AreaHubPage } from '@/shell/area/area-hub-page';
import { AreaRoutes } from '@/shell/area/area-routes';
import { accountsRoutes } from './accounts/routes';
import { accountsMoreRoutes } from './accounts-more/routes';
import { billingRoutes } from './billing/routes';
import { automationRoutes } from './automation/routes';
import { helpRoutes } from './help/routes';
import { reportRoutes } from './report/routes';
import { scheduledRoutes } from './scheduled/routes';
import { sendRoutes } from './send/routes';
import { templateRoutes } from './templates/routes';
import { trackingRoutes } from './tracking/routes';
import { webhooksRoutes } from './webhooks/routes';

/** Every sub-path of spec §2, and the area's own address as its hub. */
const pages = [
  { path: '', element: <AreaHubPage areaPath="/whatsapp-campaign" titleKey="areas.whatsapp" /> },
  ...sendRoutes,
  ...scheduledRoutes,
  ...trackingRoutes,
  ...reportRoutes,
  ...templateRoutes,
  ...webhooksRoutes,
  ...accountsRoutes,
  ...billingRoutes,
  ...automationRoutes,
  ...helpRoutes,
  ...accountsMoreRoutes,
];

export function WhatsappRoutes() {
  return <AreaRoutes pages={pages} />;
}
