import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { senderMappingResponse } from '@/api/contracts/whatsapp-accounts';
import { useApiClient } from '@/api/react';
import { accountKeys, profile, useEsme } from './account-endpoint';

/** GET profile/getEsmeSenderMappingDetails: the account's WhatsApp numbers, for the profile page's choice. */
export const fetchSenderMapping = async (client: ApiClient, esmeaddr: number) =>
  (await client.call(profile('getEsmeSenderMappingDetails'), { searchParams: { esmeaddr, channelId: 'WABA' }, schema: senderMappingResponse })).senders;

export const senderMappingQuery = (client: ApiClient, esmeaddr: number) =>
  queryOptions({ queryKey: accountKeys.senders, queryFn: () => fetchSenderMapping(client, esmeaddr) });

export const useSenderMapping = () => useQuery(senderMappingQuery(useApiClient(), useEsme()));
