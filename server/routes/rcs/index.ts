import type { AnyRoute } from '../../http/route';
import { exclusionGroupRoutes } from './exclusion-group-routes';
import { rcsCampaignRoutes } from './rcs-campaign-routes';
import { rcsReportRoutes } from './rcs-report-routes';

/** RCS campaigns, exclusion groups and reports under the config's campaign base (docs/api.md "RCS campaigns"). */
export const rcsCampaignAreaRoutes: AnyRoute[] = [...rcsCampaignRoutes, ...exclusionGroupRoutes, ...rcsReportRoutes];
