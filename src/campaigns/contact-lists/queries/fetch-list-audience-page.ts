import type { ApiClient } from '@/api/client';
import { contactListAudience } from '@/api/contracts/contact-list-audience';
import { contactListsPath } from './contact-list-endpoint';

/** GET tables/contact-lists/:id/audience: a page of up to 5,000 of a list's numbers, after the one given ('' for the first). */
export const fetchListAudiencePage = (client: ApiClient, listId: string, after: string) =>
  client.call(contactListsPath(`/${encodeURIComponent(listId)}/audience`), { searchParams: { after }, schema: contactListAudience });
