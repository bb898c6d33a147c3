import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { supportRequestList } from '@/api/contracts/support-requests';
import { useApiClient } from '@/api/react';
import { SUPPORT_REQUESTS, supportKeys } from './support-requests-endpoint';

/** GET whatsapp/support-requests: the caller's requests. */
export const fetchSupportRequests = async (client: ApiClient) => (await client.call(SUPPORT_REQUESTS, { schema: supportRequestList })).rows;

export const supportRequestsQuery = (client: ApiClient) => queryOptions({ queryKey: supportKeys.list, queryFn: () => fetchSupportRequests(client) });

export const useSupportRequests = () => useQuery(supportRequestsQuery(useApiClient()));
