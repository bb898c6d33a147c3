import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { contactLists } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import { contactListKeys, contactListsPath } from './contact-list-endpoint';

/** GET tables/contact-lists: the newest lists matching a search, enough for a picker; the tables page pages through all of them. */
export const fetchSavedContactLists = (client: ApiClient, search: string) =>
  client.call(contactListsPath(), { searchParams: { page: 1, pageSize: 100, search, sortKey: 'createdOn', reverse: 'true' }, schema: contactLists });

export const savedContactListsQuery = (client: ApiClient, search: string, enabled: boolean) =>
  queryOptions({ queryKey: contactListKeys.picker(search), enabled, queryFn: () => fetchSavedContactLists(client, search), placeholderData: keepPreviousData });

export const useSavedContactLists = (search: string, enabled = true) => useQuery(savedContactListsQuery(useApiClient(), search, enabled));
