import type { ApiClient } from '@/api/client';
import { AUDIENCE_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import { audienceRows, type AudienceResult } from '@/campaigns';
import { postFileChunk } from './rcs-campaign-api';

/**
 * Spec §7 `fileUpload`: the valid rows of the parsed file in chunks of at most 1,000 under one fileId
 * (a chunk sent twice is stored once), only the mapped columns. The save then names the file.
 */
export async function uploadRcsFile(client: ApiClient, esmeaddr: number, audience: AudienceResult, columns: readonly string[], onProgress: (sent: number, total: number) => void) {
  const fileId = crypto.randomUUID();
  const total = audience.counts.valid;
  let chunkIndex = 0;
  let sent = 0;
  let batch: { phone: string; variables: Record<string, string> }[] = [];
  const flush = async () => {
    const rows = batch;
    batch = [];
    await postFileChunk(client, { esmeaddr, fileId, chunkIndex, rows });
    chunkIndex += 1;
    sent += rows.length;
    onProgress(sent, total);
  };
  for (const row of audienceRows(audience.chunks)) {
    batch.push({ phone: row.phone, variables: Object.fromEntries(columns.map((column) => [column, (row.values[column] ?? '').slice(0, 1024)])) });
    if (batch.length === AUDIENCE_CHUNK_MAX_ROWS) await flush();
  }
  if (batch.length) await flush();
  return { fileId, chunkCount: chunkIndex };
}
