import type { ApiClient } from '@/api/client';
import { AUDIENCE_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import { audienceRows } from '../audience/audience-rows';
import type { AudienceResult } from '../audience/audience-types';
import { uploadInChunks } from '../audience/upload-in-chunks';
import { addContactRows } from './queries/add-contact-rows';
import { createContactList } from './queries/create-contact-list';
import { deleteContactList } from './queries/delete-contact-list';

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
  const list = await createContactList(client, name, columns);
  let rows = 0;
  try {
    await uploadInChunks({
      rows: audienceRows(result.chunks),
      rowsTotal: result.counts.valid,
      maxRows: AUDIENCE_CHUNK_MAX_ROWS,
      post: async (chunk) => {
        const answer = await addContactRows(
          client,
          list.id,
          chunk.map((row) => ({ phone: row.phone, cells: Object.fromEntries(columns.map((column) => [column, (row.values[column] ?? '').slice(0, 1024)])) })),
        );
        rows = answer.rows;
      },
      onProgress: ({ rowsSent }) => onProgress(rowsSent),
    });
  } catch (error) {
    await deleteContactList(client, list.id).catch(() => undefined);
    throw error;
  }
  return { list, rows };
}
