import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { exclusionGroupsResponse } from '@/api/contracts/rcs-campaigns';
import { useApiClient } from '@/api/react';
import { rcsEndpoint, rcsKeys, useEsmeaddr } from './rcs-endpoint';

/** POST rcs/groups/getExclusionGroups: the account's groups of numbers a campaign may leave out. */
export const fetchExclusionGroups = async (client: ApiClient, esmeaddr: number) =>
  (await client.call(rcsEndpoint('rcs/groups/getExclusionGroups'), { method: 'post', json: { esmeaddr }, schema: exclusionGroupsResponse })).groups;

export const exclusionGroupsQuery = (client: ApiClient, esmeaddr: number) => queryOptions({ queryKey: rcsKeys.groups, queryFn: () => fetchExclusionGroups(client, esmeaddr) });

export const useExclusionGroups = () => useQuery(exclusionGroupsQuery(useApiClient(), useEsmeaddr()));
