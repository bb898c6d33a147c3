import type { ApiClient } from '@/api/client';
import { AUDIENCE_IMPORT_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import { uploadInWorker, withRetry, type AudienceResult, type UploadProgress } from '@/campaigns';
import { completeAudience } from './queries/complete-audience';
import { audienceChunkRequest } from './queries/post-audience-chunk';

/** Chunks on their way at once (docs/performance.md "Session 28"). */
const CHUNKS_IN_FLIGHT = 3;

/**
 * Sends the valid rows of a parsed file to a campaign through the shared uploader (the server stores
 * a chunk sent twice once, so a retried chunk is safe), run in a worker that writes the chunks and posts
 * them itself, three on their way at once, then completes the import. Only the mapped
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
  const chunkCount = await uploadInWorker({
    // Written and posted in a worker: the page only hands it the packed chunks (docs/performance.md "Session 31").
    chunks: audience.chunks,
    columns,
    maxRows: AUDIENCE_IMPORT_CHUNK_MAX_ROWS,
    rowsTotal: audience.counts.valid,
    request: audienceChunkRequest(client, campaignId),
    fields: { importId },
    answer: 'whatsapp-audience',
    // The server stages a chunk by its index in any order: the next chunks are read and sent while it stores one.
    inFlight: CHUNKS_IN_FLIGHT,
    onProgress,
    report: client.report,
  });
  onChecking();
  return withRetry(() => completeAudience(client, campaignId, { importId, chunkCount }));
}
