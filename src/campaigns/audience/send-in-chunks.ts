import { AUDIENCE_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import type { AudienceRow } from './audience-rows';

/** Sends rows a chunk at a time (the server takes at most 1,000 per call), in order, reporting how many went. */
export async function sendInChunks(rows: Iterable<AudienceRow>, send: (chunk: AudienceRow[]) => Promise<unknown>, onProgress: (sent: number) => void, size = AUDIENCE_CHUNK_MAX_ROWS) {
  let chunk: AudienceRow[] = [];
  let sent = 0;
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length === size) {
      await send(chunk);
      sent += chunk.length;
      onProgress(sent);
      chunk = [];
    }
  }
  if (chunk.length) {
    await send(chunk);
    onProgress(sent + chunk.length);
  }
}

/** A cell by column title whatever its case (`Reason`, `reason`). */
export const cellNamed = (row: AudienceRow, title: string) => Object.entries(row.values).find(([column]) => column.trim().toLowerCase() === title)?.[1]?.trim() ?? '';
