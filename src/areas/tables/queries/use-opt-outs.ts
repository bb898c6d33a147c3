import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { optOutList } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import type { ListState } from '../components/use-list-state';
import { listParams, tableKeys, tablesEndpoint } from './tables-endpoint';

/** GET tables/opt-outs: one page of the account's opt-outs. */
export const fetchOptOuts = (client: ApiClient, state: ListState<string>) => client.call(tablesEndpoint('opt-outs'), { searchParams: listParams(state), schema: optOutList });

/** The page shown stays while the next one loads. */
export const optOutsQuery = (client: ApiClient, state: ListState<string>) => queryOptions({ queryKey: [...tableKeys.optOuts, state], queryFn: () => fetchOptOuts(client, state), placeholderData: keepPreviousData });

export const useOptOuts = (state: ListState<string>) => useQuery(optOutsQuery(useApiClient(), state));
