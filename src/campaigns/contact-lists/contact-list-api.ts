import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { contactListAudience } from '@/api/contracts/contact-list-audience';
import type { Endpoint } from '@/api/contracts/config';
import { AUDIENCE_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import { addContactRowsResponse, contactLists, contactListSummary, deleteContactListResponse, type ContactListSummary, type ContactRow } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import { audienceRows } from '../audience/audience-rows';
import type { AudienceResult } from '../audience/audience-types';
import { uploadInChunks } from '../audience/upload-in-chunks';
import { audienceFromList } from './audience-from-list';

/** The tables area's contact lists, under the base service as its own pages call them. */
const lists = (path = ''): Endpoint => ({ service: 'base', path: `tables/contact-lists${path}` });

/** The tables pages' query key for lists: a list saved from a send form shows there at once. */
export const contactListsKey = ['tables', 'contact-lists'] as const;

/** The newest lists matching a search, enough for a picker; the tables page pages through all of them. */
export function useSavedContactLists(search: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...contactListsKey, 'picker', search],
    enabled,
    queryFn: () => client.call(lists(), { searchParams: { page: 1, pageSize: 100, search, sortKey: 'createdOn', reverse: 'true' }, schema: contactLists }),
    placeholderData: keepPreviousData,
  });
}

/** A whole list as an audience, a page of up to 5,000 numbers at a time. */
export async function readListAudience(client: ApiClient, list: Pick<ContactListSummary, 'id' | 'name'>, onProgress: (rows: number) => void, signal?: AbortSignal): Promise<AudienceResult> {
  const pages: ContactRow[][] = [];
  let columns: string[] = [];
  let after = '';
  let read = 0;
  do {
    signal?.throwIfAborted();
    const page = await client.call(lists(`/${encodeURIComponent(list.id)}/audience`), { searchParams: { after }, schema: contactListAudience });
    columns = page.columns;
    pages.push(page.rows);
    read += page.rows.length;
    onProgress(read);
    after = page.next ?? '';
  } while (after);
  return audienceFromList(list.name, columns, pages);
}

/** The upload's columns besides the phone, from its first readable file (a list holds at most 50). */
export function listColumnsOf(result: AudienceResult): string[] {
  const file = result.files.find((candidate) => !candidate.error);
  return (file?.columns ?? []).filter((column) => column !== file?.phoneColumn && column.trim() !== '').slice(0, 50);
}

/**
 * A new contact list from a parsed upload: made with the file's columns, then filled a chunk at a
 * time. If a chunk is refused the half-made list is deleted, so the same name can be used again.
 */
export async function saveAudienceAsList(client: ApiClient, name: string, result: AudienceResult, onProgress: (sent: number) => void) {
  const columns = listColumnsOf(result);
  const list = await client.call(lists(), { method: 'post', json: { name, columns }, schema: contactListSummary });
  let rows = 0;
  try {
    await uploadInChunks({
      rows: audienceRows(result.chunks),
      rowsTotal: result.counts.valid,
      maxRows: AUDIENCE_CHUNK_MAX_ROWS,
      post: async (chunk) => {
        const answer = await client.call(lists(`/${list.id}/rows`), {
          method: 'post',
          json: { rows: chunk.map((row) => ({ phone: row.phone, cells: Object.fromEntries(columns.map((column) => [column, (row.values[column] ?? '').slice(0, 1024)])) })) },
          schema: addContactRowsResponse,
        });
        rows = answer.rows;
      },
      onProgress: ({ rowsSent }) => onProgress(rowsSent),
    });
  } catch (error) {
    await client.call(lists(`/${list.id}`), { method: 'delete', schema: deleteContactListResponse }).catch(() => undefined);
    throw error;
  }
  return { list, rows };
}
