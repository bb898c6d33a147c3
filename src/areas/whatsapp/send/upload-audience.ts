import type { ApiClient } from '@/api/client';
import { AUDIENCE_IMPORT_CHUNK_MAX_CHARS, AUDIENCE_IMPORT_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import { NetworkError } from '@/api/errors';
import { audienceRows, type AudienceResult } from '@/campaigns';
import { completeAudience, postAudienceChunk } from './campaign-api';

export interface UploadProgress {
  rowsSent: number;
  rowsTotal: number;
}

/** A chunk that could not be sent for want of a network is tried again this many times. */
const RETRIES = 2;

async function withRetry<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof NetworkError) || attempt >= RETRIES) throw error;
    }
  }
}

/**
 * Sends the valid rows of a parsed file to a campaign in chunks of at most 5,000 rows and 300,000
 * characters (the server stores a chunk sent twice once, so a retried chunk is safe), then completes the import. Only the mapped
 * columns travel. Answers the server's count of recipients, duplicates and opted-out numbers.
 * `onChecking` is told when every chunk is up and the server swaps them in (many seconds for a million rows).
 */
export async function uploadAudience(
  client: ApiClient,
  campaignId: string,
  audience: AudienceResult,
  columns: readonly string[],
  onProgress: (progress: UploadProgress) => void,
  onChecking: () => void,
) {
  const importId = crypto.randomUUID();
  const rowsTotal = audience.counts.valid;
  let chunkIndex = 0;
  let rowsSent = 0;
  let batch: { phone: string; variables: Record<string, string> }[] = [];
  let batchChars = 0;
  const flush = async () => {
    const rows = batch;
    batch = [];
    batchChars = 0;
    const index = chunkIndex;
    chunkIndex += 1;
    await withRetry(() => postAudienceChunk(client, campaignId, { importId, chunkIndex: index, rows }));
    rowsSent += rows.length;
    onProgress({ rowsSent, rowsTotal });
  };
  onProgress({ rowsSent, rowsTotal });
  for (const row of audienceRows(audience.chunks)) {
    const variables = Object.fromEntries(columns.map((column) => [column, (row.values[column] ?? '').slice(0, 1024)]));
    const chars = row.phone.length + columns.reduce((sum, column) => sum + column.length + (variables[column]?.length ?? 0), 0);
    if (batch.length && batchChars + chars > AUDIENCE_IMPORT_CHUNK_MAX_CHARS) await flush();
    batch.push({ phone: row.phone, variables });
    batchChars += chars;
    if (batch.length === AUDIENCE_IMPORT_CHUNK_MAX_ROWS) await flush();
  }
  if (batch.length) await flush();
  onChecking();
  return withRetry(() => completeAudience(client, campaignId, { importId, chunkCount: chunkIndex }));
}
