import { AreaPlaceholderRoutes } from '@/shell/placeholder/area-placeholder-routes';
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

/** Known sub-paths of spec §2; those without a page yet show the area's route index. */
const subPaths = [
  'report', 'profile', 'template-management', 'webhook-configuration', 'register-new-whatsapp-api', 'register-whatsapp-api',
  'notification-subscription', 'waba-cloud-list', 'waba-status', 'help-center', 'create-template-message',
  'new-create-template-message', 'migrate-whatsapp-numbers', 'handover-template', 'transaction-history', 'automation-builder',
  'send-whatsapp', 'schedule-whatsappcampaign', 'contact-scrubbing', 'maker-list', 'checker-list', 'distributed-delivery',
  'pending-download-list', 'whatsapp-registration-form', 'waba-nos-list', 'view-template-message/{data}',
  'edit-template-message/{data}', 'update-template-message/{data}', 'new-view-template', 'new-edit-template',
] as const;

const pages = [
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
  return <AreaPlaceholderRoutes titleKey="areas.whatsapp" basePath="/whatsapp-campaign" subPaths={subPaths} pages={pages} />;
}
