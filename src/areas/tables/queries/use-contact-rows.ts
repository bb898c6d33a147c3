import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { contactRows } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import type { ListState } from '../components/use-list-state';
import { isListId, listParams, tableKeys, tablesEndpoint } from './tables-endpoint';

/** GET tables/contact-lists/:id/rows: one page of a list's numbers. */
export const fetchContactRows = (client: ApiClient, id: string, state: ListState<string>) => client.call(tablesEndpoint(`contact-lists/${encodeURIComponent(id)}/rows`), { searchParams: listParams(state), schema: contactRows });

/** An address that names no list id asks nothing; the page shown stays while the next one loads. */
export const contactRowsQuery = (client: ApiClient, id: string, state: ListState<string>) => queryOptions({ enabled: isListId(id), queryKey: [...tableKeys.lists, 'rows', id, state], queryFn: () => fetchContactRows(client, id, state), placeholderData: keepPreviousData });

export const useContactRows = (id: string, state: ListState<string>) => useQuery(contactRowsQuery(useApiClient(), id, state));
