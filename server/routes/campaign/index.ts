import type { AnyRoute } from '../../http/route';
import { audienceRoutes } from './audience';
import { campaignRoutes } from './campaigns';
import { campaignExportRoutes } from './exports';
import { lookupRoutes } from './lookups';
import { campaignReportRoutes } from './reports';

/** WhatsApp campaigns under the config's campaign base (docs/api.md "WhatsApp campaigns"). */
export const whatsappCampaignRoutes: AnyRoute[] = [
  ...lookupRoutes,
  ...campaignRoutes,
  ...audienceRoutes,
  ...campaignReportRoutes,
  ...campaignExportRoutes,
];
