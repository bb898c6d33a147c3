import type { ApiClient } from '@/api/client';
import { addContactRowsResponse } from '@/api/contracts/tables';
import { contactListsPath } from './contact-list-endpoint';

/** POST tables/contact-lists/:id/rows: a chunk of numbers with their cells; answers the list's row count. */
export const addContactRows = (client: ApiClient, listId: string, rows: { phone: string; cells: Record<string, string> }[]) =>
  client.call(contactListsPath(`/${listId}/rows`), { method: 'post', json: { rows }, schema: addContactRowsResponse });
