import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { senderMappingResponse } from '@/api/contracts/whatsapp-accounts';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys, useEsme } from './more-endpoint';

/** GET profile/getEsmeSenderMappingDetails: the account's numbers, for the sandbox customer's choice. */
export const fetchSenderNumbers = async (client: ApiClient, esmeaddr: number) =>
  (await client.call(campaign('/v1.0/profile/getEsmeSenderMappingDetails'), { searchParams: { esmeaddr, channelId: 'WABA' }, schema: senderMappingResponse })).senders;

export const senderNumbersQuery = (client: ApiClient, esmeaddr: number) => queryOptions({ queryKey: moreKeys.senders, queryFn: () => fetchSenderNumbers(client, esmeaddr) });

export const useSenderNumbers = () => useQuery(senderNumbersQuery(useApiClient(), useEsme()));
