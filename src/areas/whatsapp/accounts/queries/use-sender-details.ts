import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { senderDetailsResponse } from '@/api/contracts/whatsapp-accounts';
import { useApiClient } from '@/api/react';
import { accountKeys, signup, useEsme } from './account-endpoint';

/** GET account_metrics/:esme/getSenderDetails: the account's WABAs and their numbers. */
export const fetchSenderDetails = async (client: ApiClient, esme: number) =>
  (await client.call(signup(`account_metrics/${esme}/getSenderDetails`), { schema: senderDetailsResponse })).wabas;

/** The provider changes statuses, quality and tiers over time; the lists look again every 30 s. */
export const senderDetailsQuery = (client: ApiClient, esme: number) =>
  queryOptions({ queryKey: accountKeys.details, queryFn: () => fetchSenderDetails(client, esme), refetchInterval: 30_000 });

export const useSenderDetails = () => useQuery(senderDetailsQuery(useApiClient(), useEsme()));
