import type { Endpoint } from '@/api/contracts/config';
import type { ListState } from '../components/use-list-state';

export const tablesEndpoint = (path: string): Endpoint => ({ service: 'base', path: `tables/${path}` });

/** A table page's paging, search and sort as the list endpoints read them. */
export const listParams = (state: ListState<string>) => ({ page: state.page, pageSize: state.pageSize, search: state.search, sortKey: state.sortKey, reverse: String(state.reverse) });

export const tableKeys = {
  optOuts: ['tables', 'opt-outs'] as const,
  engaged: ['tables', 'engaged-users'] as const,
  lists: ['tables', 'contact-lists'] as const,
  groups: ['tables', 'exclusion-groups'] as const,
};

/** An address whose id is no list id at all asks nothing: the page says the list is not there. */
export const isListId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
