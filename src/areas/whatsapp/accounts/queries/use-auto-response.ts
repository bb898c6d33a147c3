import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { autoResponseResponse } from '@/api/contracts/whatsapp-accounts';
import { useApiClient } from '@/api/react';
import { accountKeys, profile, useEsme } from './account-endpoint';

/** POST profile/getAutoResponse: a number's automatic reply (spec §7 reads it by POST). */
export const fetchAutoResponse = (client: ApiClient, esmeaddr: number, senderId: string) =>
  client.call(profile('getAutoResponse'), { method: 'post', json: { esmeaddr, senderId, channelId: 'WABA' }, schema: autoResponseResponse });

/** No number chosen, no call. */
export const autoResponseQuery = (client: ApiClient, esmeaddr: number, senderId: string) =>
  queryOptions({ queryKey: accountKeys.autoResponse(senderId), enabled: !!senderId, queryFn: () => fetchAutoResponse(client, esmeaddr, senderId) });

export const useAutoResponse = (senderId: string) => useQuery(autoResponseQuery(useApiClient(), useEsme(), senderId));
