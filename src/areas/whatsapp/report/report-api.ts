import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignListResponse, campaignReport, campaignView, recipientsPage, type RecipientStatus } from '@/api/contracts/campaigns';
import type { Endpoint } from '@/api/contracts/config';
import { useApiClient } from '@/api/react';

/** A path under the configured campaign base; ids are encoded so a stray character cannot reach another route. */
function whatsapp(strings: TemplateStringsArray, ...ids: string[]): Endpoint {
  const path = strings.reduce((joined, part, index) => joined + part + (index < ids.length ? encodeURIComponent(ids[index] ?? '') : ''), '');
  return { service: 'campaign', path: `/whatsapp${path}` };
}

/** The report list's filters as the page sends them (see `reportCampaignsQuery`). */
export interface ReportCampaignsFilter {
  search?: string;
  state?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export const reportKeys = {
  campaigns: (query: ReportCampaignsFilter) => ['wa-report', 'campaigns', query] as const,
  campaign: (id: string) => ['wa-report', 'campaign', id] as const,
  report: (id: string) => ['wa-report', 'report', id] as const,
  recipients: (id: string, status: RecipientStatus | undefined, after: number) => ['wa-report', 'recipients', id, status ?? 'ALL', after] as const,
};

/** Spec §9 table page size. */
export const PAGE_SIZE = 10;
/** Recipient rows per page. */
export const ROWS_PAGE_SIZE = 25;

export function useReportCampaigns(query: ReportCampaignsFilter) {
  const client = useApiClient();
  return useQuery({
    queryKey: reportKeys.campaigns(query),
    queryFn: () =>
      client.call(whatsapp`/report/campaigns`, {
        searchParams: { search: query.search || undefined, state: query.state || undefined, from: query.from, to: query.to, page: query.page, pageSize: query.pageSize },
        schema: campaignListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaign(id: string) {
  const client = useApiClient();
  return useQuery({ queryKey: reportKeys.campaign(id), queryFn: () => client.call(whatsapp`/campaigns/${id}`, { schema: campaignView }) });
}

export function useCampaignReport(id: string) {
  const client = useApiClient();
  return useQuery({ queryKey: reportKeys.report(id), queryFn: () => client.call(whatsapp`/campaigns/${id}/report`, { schema: campaignReport }) });
}

export function useRecipients(id: string, status: RecipientStatus | undefined, after: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: reportKeys.recipients(id, status, after),
    queryFn: () => client.call(whatsapp`/campaigns/${id}/recipients`, { searchParams: { status, after, limit: ROWS_PAGE_SIZE }, schema: recipientsPage }),
    placeholderData: keepPreviousData,
  });
}
