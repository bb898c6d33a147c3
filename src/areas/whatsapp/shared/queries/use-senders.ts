import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { sendersResponse } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { campaignEndpoint, sendKeys } from './campaign-endpoint';

/** GET whatsapp/senders: the numbers a campaign (or an automation) may send from. */
export const fetchSenders = async (client: ApiClient) => (await client.call(campaignEndpoint`senders`, { schema: sendersResponse })).senders;

export const sendersQuery = (client: ApiClient) => queryOptions({ queryKey: sendKeys.senders, queryFn: () => fetchSenders(client) });

export const useSenders = () => useQuery(sendersQuery(useApiClient()));
