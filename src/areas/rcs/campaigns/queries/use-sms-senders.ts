import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { smsSenderIdsResponse } from '@/api/contracts/rcs-senders';
import { useApiClient } from '@/api/react';
import { rcsEndpoint, rcsKeys, useEsmeaddr } from './rcs-endpoint';

/** POST rcs/getSmsSenderIds: the SMS sender ids a campaign may fall back to. */
export const fetchSmsSenders = async (client: ApiClient, esmeaddr: number) =>
  (await client.call(rcsEndpoint('rcs/getSmsSenderIds'), { method: 'post', json: { esmeaddr }, schema: smsSenderIdsResponse })).smsSenderIds;

export const smsSendersQuery = (client: ApiClient, esmeaddr: number) => queryOptions({ queryKey: rcsKeys.smsSenders, queryFn: () => fetchSmsSenders(client, esmeaddr) });

export const useSmsSenders = () => useQuery(smsSendersQuery(useApiClient(), useEsmeaddr()));
