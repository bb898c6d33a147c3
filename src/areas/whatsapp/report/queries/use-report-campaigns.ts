import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { campaignListResponse } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { campaignEndpoint } from '../../shared/queries/campaign-endpoint';

/** The report list's filters as the page sends them. */
export interface ReportCampaignsFilter {
  search?: string;
  state?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Spec §9 table page size. */
export const PAGE_SIZE = 10;

/** GET whatsapp/report/campaigns: one page of the campaigns a report can be read for. */
export const fetchReportCampaigns = (client: ApiClient, query: ReportCampaignsFilter) =>
  client.call(campaignEndpoint`report/campaigns`, {
    searchParams: { search: query.search || undefined, state: query.state || undefined, from: query.from, to: query.to, page: query.page, pageSize: query.pageSize },
    schema: campaignListResponse,
  });

/** The page shown stays while the next one loads. */
export const reportCampaignsQuery = (client: ApiClient, query: ReportCampaignsFilter) =>
  queryOptions({ queryKey: ['wa-report', 'campaigns', query] as const, queryFn: () => fetchReportCampaigns(client, query), placeholderData: keepPreviousData });

export const useReportCampaigns = (query: ReportCampaignsFilter) => useQuery(reportCampaignsQuery(useApiClient(), query));
