/** A page of a table as the list model asks for it (spec §3): its number and size, a search, a sort key and direction. */
export interface TablePage {
  page: number;
  pageSize: number;
  search: string;
  sortKey: string;
  reverse: boolean;
}

/** `order by` of a whitelisted sort key, with a unique tie-breaker so pages never overlap. */
export function orderBy(columns: Record<string, string>, sortKey: string, reverse: boolean, tieBreaker: string): string {
  const direction = reverse ? 'desc' : 'asc';
  const column = columns[sortKey] ?? tieBreaker;
  return column === tieBreaker ? `order by ${tieBreaker} ${direction}` : `order by ${column} ${direction}, ${tieBreaker} ${direction}`;
}

export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
