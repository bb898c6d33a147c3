import { AreaHubPage } from '@/shell/area/area-hub-page';
import { AreaRoutes } from '@/shell/area/area-routes';
import { accountsRoutes } from './route-groups/accounts';
import { accountsMoreRoutes } from './route-groups/accounts-more';
import { billingRoutes } from './route-groups/billing';
import { automationRoutes } from './route-groups/automation';
import { helpRoutes } from './route-groups/help';
import { reportRoutes } from './route-groups/report';
import { sendRoutes } from './route-groups/send';
import { templateRoutes } from './route-groups/templates';
import { trackingRoutes } from './route-groups/tracking';
import { webhooksRoutes } from './route-groups/webhooks';

/** Every sub-path of spec §2, and the area's own address as its hub. */
const pages = [
  { path: '', element: <AreaHubPage areaPath="/whatsapp-campaign" titleKey="areas.whatsapp" /> },
  ...sendRoutes,
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
