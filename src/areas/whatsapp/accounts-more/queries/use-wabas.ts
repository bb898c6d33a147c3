import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { senderDetailsResponse } from '@/api/contracts/whatsapp-accounts';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys, useEsme } from './more-endpoint';

/** GET account_metrics/:esme/getSenderDetails: the account's WABAs, for choosing where a migrated number goes. */
export const fetchWabas = async (client: ApiClient, esme: number) =>
  (await client.call(campaign(`/signup/api/v1.0/account_metrics/${esme}/getSenderDetails`), { schema: senderDetailsResponse })).wabas;

export const wabasQuery = (client: ApiClient, esme: number) => queryOptions({ queryKey: moreKeys.wabas, queryFn: () => fetchWabas(client, esme) });

export const useWabas = () => useQuery(wabasQuery(useApiClient(), useEsme()));
