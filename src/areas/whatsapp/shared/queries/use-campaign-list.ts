import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { campaignListResponse, type CampaignState } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { campaignEndpoint, sendKeys } from './campaign-endpoint';

export interface CampaignListQuery {
  state: CampaignState;
  search: string;
  page: number;
  pageSize: number;
}

/** GET whatsapp/campaigns: one page of the campaigns in a state, searched by name. */
export const fetchCampaignList = (client: ApiClient, query: CampaignListQuery) =>
  client.call(campaignEndpoint`campaigns`, {
    searchParams: { state: query.state, search: query.search.trim() || undefined, page: query.page, pageSize: query.pageSize },
    schema: campaignListResponse,
  });

/** The page shown stays while the next one loads. */
export const campaignListQuery = (client: ApiClient, query: CampaignListQuery) =>
  queryOptions({ queryKey: sendKeys.list(query), placeholderData: keepPreviousData, queryFn: () => fetchCampaignList(client, query) });

export const useCampaignList = (query: CampaignListQuery) => useQuery(campaignListQuery(useApiClient(), query));
