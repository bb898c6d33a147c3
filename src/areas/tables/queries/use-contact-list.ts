import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { contactListSummary } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import { isListId, tableKeys, tablesEndpoint } from './tables-endpoint';

/** GET tables/contact-lists/:id: one list's name, columns and size. */
export const fetchContactList = (client: ApiClient, id: string) => client.call(tablesEndpoint(`contact-lists/${encodeURIComponent(id)}`), { schema: contactListSummary });

/** An address that names no list id asks nothing. */
export const contactListQuery = (client: ApiClient, id: string) => queryOptions({ queryKey: [...tableKeys.lists, 'one', id], queryFn: () => fetchContactList(client, id), enabled: isListId(id) });

export const useContactList = (id: string) => useQuery(contactListQuery(useApiClient(), id));
