import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { audienceCountsResponse } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { campaignEndpoint, sendKeys } from '../../shared/queries/campaign-endpoint';

/** GET whatsapp/audience-counts: how many customers wrote in the last `days` days. */
export const fetchAudienceCounts = (client: ApiClient, days: number) => client.call(campaignEndpoint`audience-counts`, { searchParams: { days }, schema: audienceCountsResponse });

/** Asked only for the engaged-users audience; the last counts stay while new days load. */
export const audienceCountsQuery = (client: ApiClient, days: number, enabled: boolean) =>
  queryOptions({ queryKey: sendKeys.audienceCounts(days), enabled, placeholderData: keepPreviousData, queryFn: () => fetchAudienceCounts(client, days) });

export const useAudienceCounts = (days: number, enabled: boolean) => useQuery(audienceCountsQuery(useApiClient(), days, enabled));
