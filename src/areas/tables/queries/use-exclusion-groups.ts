import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { exclusionGroupPage } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import type { ListState } from '../components/use-list-state';
import { listParams, tableKeys, tablesEndpoint } from './tables-endpoint';

/** GET tables/exclusion-groups: one page of the account's exclusion groups. */
export const fetchExclusionGroups = (client: ApiClient, state: ListState<string>) => client.call(tablesEndpoint('exclusion-groups'), { searchParams: listParams(state), schema: exclusionGroupPage });

/** The page shown stays while the next one loads. */
export const exclusionGroupsQuery = (client: ApiClient, state: ListState<string>) => queryOptions({ queryKey: [...tableKeys.groups, state], queryFn: () => fetchExclusionGroups(client, state), placeholderData: keepPreviousData });

export const useExclusionGroups = (state: ListState<string>) => useQuery(exclusionGroupsQuery(useApiClient(), state));
