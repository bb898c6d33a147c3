import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { containerStatusResponse } from '@/api/contracts/whatsapp-accounts';
import { useApiClient } from '@/api/react';
import { accountKeys, profile } from './account-endpoint';

/** GET profile/containerStatus: a number's container state. */
export const fetchContainerStatus = (client: ApiClient, senderId: string) =>
  client.call(profile('containerStatus'), { searchParams: { senderId }, schema: containerStatusResponse });

/** No number chosen, no call. */
export const containerStatusQuery = (client: ApiClient, senderId: string) =>
  queryOptions({ queryKey: accountKeys.container(senderId), enabled: !!senderId, queryFn: () => fetchContainerStatus(client, senderId) });

export const useContainerStatus = (senderId: string) => useQuery(containerStatusQuery(useApiClient(), senderId));
