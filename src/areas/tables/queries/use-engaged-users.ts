import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { engagedList } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import type { ListState } from '../components/use-list-state';
import { listParams, tableKeys, tablesEndpoint } from './tables-endpoint';

/** GET tables/engaged-users: one page of the customers who wrote in the last `days` days. */
export const fetchEngagedUsers = (client: ApiClient, state: ListState<string>, days: number) => client.call(tablesEndpoint('engaged-users'), { searchParams: { ...listParams(state), days }, schema: engagedList });

/** The page shown stays while the next one loads. */
export const engagedUsersQuery = (client: ApiClient, state: ListState<string>, days: number) => queryOptions({ queryKey: [...tableKeys.engaged, state, days], queryFn: () => fetchEngagedUsers(client, state, days), placeholderData: keepPreviousData });

export const useEngagedUsers = (state: ListState<string>, days: number) => useQuery(engagedUsersQuery(useApiClient(), state, days));
