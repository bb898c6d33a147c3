import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { wabaNumbersResponse } from '@/api/contracts/webhook-rules';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at, webhookKeys } from './webhook-endpoint';

/** POST getWabaNumbers: the account's numbers a rule can be set on. */
export const fetchWabaNumbers = async (client: ApiClient, account: CallerAccount) =>
  (await client.call(at('getWabaNumbers'), { method: 'post', json: account, schema: wabaNumbersResponse })).numbers;

export const wabaNumbersQuery = (client: ApiClient, account: CallerAccount) => queryOptions({ queryKey: webhookKeys.numbers, queryFn: () => fetchWabaNumbers(client, account) });

export const useWabaNumbers = () => useQuery(wabaNumbersQuery(useApiClient(), useAccount()));
