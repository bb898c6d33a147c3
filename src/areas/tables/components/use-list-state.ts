import { useEffect, useState } from 'react';

/** Spec §3 list model: page (1), pageSize (10), search, sortKey, reverse (false). */
export interface ListState<K extends string> {
  page: number;
  pageSize: number;
  search: string;
  sortKey: K;
  reverse: boolean;
}

export interface ListControls<K extends string> {
  state: ListState<K>;
  /** What the search box shows; the query waits until typing pauses. */
  searchText: string;
  setSearch(text: string): void;
  sortBy(key: K): void;
  setPage(page: number): void;
  setPageSize(size: number): void;
}

const SEARCH_PAUSE_MS = 300;

/** A server-paged list's state; a new search, sort or page size goes back to the first page. */
export function useListState<K extends string>(sortKey: K, reverse = false): ListControls<K> {
  const [state, setState] = useState<ListState<K>>({ page: 1, pageSize: 10, search: '', sortKey, reverse });
  const [searchText, setSearch] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setState((current) => (current.search === searchText.trim() ? current : { ...current, search: searchText.trim(), page: 1 })), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    state,
    searchText,
    setSearch,
    sortBy: (key) => setState((current) => ({ ...current, sortKey: key, reverse: current.sortKey === key ? !current.reverse : false, page: 1 })),
    setPage: (page) => setState((current) => ({ ...current, page })),
    setPageSize: (pageSize) => setState((current) => ({ ...current, pageSize, page: 1 })),
  };
}
