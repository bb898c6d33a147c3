import type { AnyRoute } from '../../http/route';
import { exclusionGroupRoutes } from './exclusion-group-routes';
import { rcsCampaignRoutes } from './rcs-campaign-routes';
import { rcsReportRoutes } from './rcs-report-routes';
import { rcsReportsAppRoutes } from './rcs-reports-app-routes';

/** RCS campaigns, exclusion groups and reports under the config's campaign base (docs/api.md "RCS campaigns"), and the reports application's RCS reports under the reports base. */
export const rcsCampaignAreaRoutes: AnyRoute[] = [...rcsCampaignRoutes, ...exclusionGroupRoutes, ...rcsReportRoutes, ...rcsReportsAppRoutes];
