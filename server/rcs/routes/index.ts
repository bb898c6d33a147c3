import type { AnyRoute } from '../../platform/http/route';
import { dltTemplateRoutes } from './dlt-template-routes';
import { exclusionGroupRoutes } from './exclusion-group-routes';
import { rcsBulkRoutes } from './rcs-bulk-routes';
import { rcsCampaignRoutes } from './rcs-campaign-routes';
import { rcsReportRoutes } from './rcs-report-routes';
import { rcsReportsAppRoutes } from './rcs-reports-app-routes';

/**
 * RCS campaigns, DLT templates, exclusion groups and reports under the config's campaign base, the bulk
 * calls under the broadcast base (docs/api.md "RCS campaigns"), and the reports application's RCS
 * reports under the reports base.
 */
export const rcsCampaignAreaRoutes: AnyRoute[] = [...rcsCampaignRoutes, ...dltTemplateRoutes, ...rcsBulkRoutes, ...exclusionGroupRoutes, ...rcsReportRoutes, ...rcsReportsAppRoutes];
