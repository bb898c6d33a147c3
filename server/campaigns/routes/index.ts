import type { AnyRoute } from '../../platform/http/route';
import { supportRequestRoutes } from './support-request-routes';
import { audienceRoutes } from './audience';
import { broadcastRoutes } from './broadcast-routes';
import { campaignRoutes } from './campaigns';
import { contactScrubbingRoutes } from './contact-scrubbing';
import { lookupRoutes } from './lookups';
import { campaignReportRoutes } from './reports';
import { whatsappTemplateRoutes } from './templates';
import { trackingRoutes } from './tracking';
import { transactionRoutes } from './transactions';

/** WhatsApp campaigns under the config's campaign base (docs/api.md "WhatsApp campaigns"). */
export const whatsappCampaignRoutes: AnyRoute[] = [
  ...lookupRoutes,
  ...campaignRoutes,
  ...audienceRoutes,
  ...campaignReportRoutes,
  ...trackingRoutes,
  ...contactScrubbingRoutes,
  ...whatsappTemplateRoutes,
  ...broadcastRoutes,
  ...transactionRoutes,
  ...supportRequestRoutes,
];
