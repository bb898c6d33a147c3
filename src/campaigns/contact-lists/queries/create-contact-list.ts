import type { ApiClient } from '@/api/client';
import { contactListSummary } from '@/api/contracts/tables';
import { contactListsPath } from './contact-list-endpoint';

/** POST tables/contact-lists: a new, empty list with its own columns besides the phone. */
export const createContactList = (client: ApiClient, name: string, columns: string[]) =>
  client.call(contactListsPath(), { method: 'post', json: { name, columns }, schema: contactListSummary });
