import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import { contactListSummary, contactLists, contactRows, engagedList, exclusionGroupPage, optOutList } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import type { ListState } from './components/use-list-state';

export const tablesEndpoint = (path: string): Endpoint => ({ service: 'base', path: `tables/${path}` });

const listParams = (state: ListState<string>) => ({ page: state.page, pageSize: state.pageSize, search: state.search, sortKey: state.sortKey, reverse: String(state.reverse) });
const keys = {
  optOuts: ['tables', 'opt-outs'] as const,
  engaged: ['tables', 'engaged-users'] as const,
  lists: ['tables', 'contact-lists'] as const,
  groups: ['tables', 'exclusion-groups'] as const,
};

export function useOptOuts(state: ListState<string>) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...keys.optOuts, state],
    queryFn: () => client.call(tablesEndpoint('opt-outs'), { searchParams: listParams(state), schema: optOutList }),
    placeholderData: keepPreviousData,
  });
}

export function useEngagedUsers(state: ListState<string>, days: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...keys.engaged, state, days],
    queryFn: () => client.call(tablesEndpoint('engaged-users'), { searchParams: { ...listParams(state), days }, schema: engagedList }),
    placeholderData: keepPreviousData,
  });
}

export function useContactLists(state: ListState<string>) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...keys.lists, state],
    queryFn: () => client.call(tablesEndpoint('contact-lists'), { searchParams: listParams(state), schema: contactLists }),
    placeholderData: keepPreviousData,
  });
}

/** An address whose id is no list id at all asks nothing: the page says the list is not there. */
export const isListId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function useContactList(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...keys.lists, 'one', id],
    queryFn: () => client.call(tablesEndpoint(`contact-lists/${encodeURIComponent(id)}`), { schema: contactListSummary }),
    enabled: isListId(id),
  });
}

export function useContactRows(id: string, state: ListState<string>) {
  const client = useApiClient();
  return useQuery({
    enabled: isListId(id),
    queryKey: [...keys.lists, 'rows', id, state],
    queryFn: () => client.call(tablesEndpoint(`contact-lists/${encodeURIComponent(id)}/rows`), { searchParams: listParams(state), schema: contactRows }),
    placeholderData: keepPreviousData,
  });
}

export function useExclusionGroups(state: ListState<string>) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...keys.groups, state],
    queryFn: () => client.call(tablesEndpoint('exclusion-groups'), { searchParams: listParams(state), schema: exclusionGroupPage }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads one table's pages after a change. */
export function useRefreshTable() {
  const queries = useQueryClient();
  return (table: keyof typeof keys) => queries.invalidateQueries({ queryKey: keys[table] });
}
