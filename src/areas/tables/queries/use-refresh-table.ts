import { useQueryClient } from '@tanstack/react-query';
import { tableKeys } from './tables-endpoint';

/** Reloads one table's pages after a change. */
export function useRefreshTable() {
  const queries = useQueryClient();
  return (table: keyof typeof tableKeys) => queries.invalidateQueries({ queryKey: tableKeys[table] });
}
