import { rcsCampaignListRequest, rcsRecipientsRequest, rcsReportRequest, rcsReportsRequest } from './rcs-campaigns';

/**
 * The RCS reports of the reports application (spec §7 "Reports landing pages" `/rcs-outtraffic` and
 * `/campaigns/rcs-campaign-reports`): the console's RCS report calls, read with the access token from
 * getToken under the reports base. The token names the account, so no `esmeaddr`.
 */
export const REPORTS_RCS_PATH = '/api/reports/rcs';

export const reportsRcsSummaryQuery = rcsReportsRequest.omit({ esmeaddr: true });
export const reportsRcsCampaignsQuery = rcsCampaignListRequest.omit({ esmeaddr: true });
export const reportsRcsCampaignQuery = rcsReportRequest.omit({ esmeaddr: true });
export const reportsRcsRecipientsQuery = rcsRecipientsRequest.omit({ esmeaddr: true });
