import type { ApiClient } from '@/api/client';
import { deleteContactListResponse } from '@/api/contracts/tables';
import { contactListsPath } from './contact-list-endpoint';

/** DELETE tables/contact-lists/:id: the list and its rows. */
export const deleteContactList = (client: ApiClient, listId: string) => client.call(contactListsPath(`/${listId}`), { method: 'delete', schema: deleteContactListResponse });
