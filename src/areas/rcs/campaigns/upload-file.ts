import type { ApiClient } from '@/api/client';
import { AUDIENCE_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import { uploadInWorker, type AudienceResult, type UploadProgress } from '@/campaigns';
import { fileChunkRequest } from './queries/post-file-chunk';

/**
 * Spec §7 `fileUpload`: the valid rows of the parsed file through the shared uploader under one fileId
 * (a chunk sent twice is stored once, so a retried chunk is safe), only the mapped columns; the
 * endpoint takes at most 1,000 rows a chunk. The uploader runs in a worker that writes and posts the
 * chunks, as the WhatsApp import's does (docs/performance.md "Session 31"). The save then names the file.
 */
export async function uploadRcsFile(client: ApiClient, esmeaddr: number, audience: AudienceResult, columns: readonly string[], onProgress: (progress: UploadProgress) => void) {
  const fileId = crypto.randomUUID();
  const chunkCount = await uploadInWorker({
    chunks: audience.chunks,
    columns,
    maxRows: AUDIENCE_CHUNK_MAX_ROWS,
    rowsTotal: audience.counts.valid,
    request: fileChunkRequest(client),
    fields: { esmeaddr, fileId },
    answer: 'rcs-file',
    onProgress,
    report: client.report,
  });
  return { fileId, chunkCount };
}
