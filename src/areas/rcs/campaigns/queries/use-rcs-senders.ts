import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { senderIdsResponse } from '@/api/contracts/rcs-senders';
import { useApiClient } from '@/api/react';
import { rcsEndpoint, rcsKeys, useEsmeaddr } from './rcs-endpoint';

/** POST getSenderIds: the account's RCS agents a campaign may send from. */
export const fetchRcsSenders = async (client: ApiClient, esmeaddr: number) => (await client.call(rcsEndpoint('getSenderIds'), { method: 'post', json: { esmeaddr }, schema: senderIdsResponse })).senderIds;

export const rcsSendersQuery = (client: ApiClient, esmeaddr: number) => queryOptions({ queryKey: rcsKeys.senders, queryFn: () => fetchRcsSenders(client, esmeaddr) });

export const useRcsSenders = () => useQuery(rcsSendersQuery(useApiClient(), useEsmeaddr()));
