import type { ApiClient } from '@/api/client';
import type { ContactListSummary, ContactRow } from '@/api/contracts/tables';
import type { AudienceResult } from '../audience/audience-types';
import { audienceFromList } from './audience-from-list';
import { fetchListAudiencePage } from './queries/fetch-list-audience-page';

/** A whole list as an audience, a page of up to 5,000 numbers at a time. */
export async function readListAudience(client: ApiClient, list: Pick<ContactListSummary, 'id' | 'name'>, onProgress: (rows: number) => void, signal?: AbortSignal): Promise<AudienceResult> {
  const pages: ContactRow[][] = [];
  let columns: string[] = [];
  let after = '';
  let read = 0;
  do {
    signal?.throwIfAborted();
    const page = await fetchListAudiencePage(client, list.id, after);
    columns = page.columns;
    pages.push(page.rows);
    read += page.rows.length;
    onProgress(read);
    after = page.next ?? '';
  } while (after);
  return audienceFromList(list.name, columns, pages);
}
