import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { campaignView } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { campaignEndpoint, sendKeys } from './campaign-endpoint';

/** GET whatsapp/campaigns/:id: one campaign, to re-schedule or to reopen in the send form. */
export const fetchCampaign = (client: ApiClient, id: string) => client.call(campaignEndpoint`campaigns/${id}`, { schema: campaignView });

/** No id (a new campaign), no call. */
export const campaignQuery = (client: ApiClient, id: string | null) =>
  queryOptions({ queryKey: sendKeys.campaign(id ?? ''), enabled: id !== null, queryFn: () => fetchCampaign(client, id ?? '') });

export const useCampaign = (id: string | null) => useQuery(campaignQuery(useApiClient(), id));
