import type { ApiClient } from '@/api/client';
import { AUDIENCE_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import { audienceRows, mappedRowChars, mappedRows, uploadInChunks, type AudienceResult, type UploadProgress } from '@/campaigns';
import { postFileChunk } from './queries/post-file-chunk';

/**
 * Spec §7 `fileUpload`: the valid rows of the parsed file through the shared uploader under one fileId
 * (a chunk sent twice is stored once, so a retried chunk is safe), only the mapped columns; the
 * endpoint takes at most 1,000 rows a chunk. The save then names the file.
 */
export async function uploadRcsFile(client: ApiClient, esmeaddr: number, audience: AudienceResult, columns: readonly string[], onProgress: (progress: UploadProgress) => void) {
  const fileId = crypto.randomUUID();
  const chunkCount = await uploadInChunks({
    rows: mappedRows(audienceRows(audience.chunks), columns),
    rowsTotal: audience.counts.valid,
    post: (rows, chunkIndex) => postFileChunk(client, { esmeaddr, fileId, chunkIndex, rows }),
    onProgress,
    maxRows: AUDIENCE_CHUNK_MAX_ROWS,
    charsOf: mappedRowChars,
  });
  return { fileId, chunkCount };
}
