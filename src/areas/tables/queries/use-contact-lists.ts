import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { contactLists } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import type { ListState } from '../components/use-list-state';
import { listParams, tableKeys, tablesEndpoint } from './tables-endpoint';

/** GET tables/contact-lists: one page of the account's contact lists. */
export const fetchContactLists = (client: ApiClient, state: ListState<string>) => client.call(tablesEndpoint('contact-lists'), { searchParams: listParams(state), schema: contactLists });

/** The page shown stays while the next one loads. */
export const contactListsQuery = (client: ApiClient, state: ListState<string>) => queryOptions({ queryKey: [...tableKeys.lists, state], queryFn: () => fetchContactLists(client, state), placeholderData: keepPreviousData });

export const useContactLists = (state: ListState<string>) => useQuery(contactListsQuery(useApiClient(), state));
