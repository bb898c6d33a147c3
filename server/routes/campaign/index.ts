import type { AnyRoute } from '../../http/route';
import { audienceRoutes } from './audience';
import { campaignRoutes } from './campaigns';
import { lookupRoutes } from './lookups';
import { campaignReportRoutes } from './reports';
import { whatsappTemplateRoutes } from './templates';

/** WhatsApp campaigns under the config's campaign base (docs/api.md "WhatsApp campaigns"). */
export const whatsappCampaignRoutes: AnyRoute[] = [
  ...lookupRoutes,
  ...campaignRoutes,
  ...audienceRoutes,
  ...campaignReportRoutes,
  ...whatsappTemplateRoutes,
];
