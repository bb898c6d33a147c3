import type { ApiClient } from '@/api/client';
import { rcsEndpoint } from './rcs-endpoint';

/**
 * POST fileUpload (`{ esmeaddr, fileId, chunkIndex, rows }`, answered by `fileUploadResponse`): one chunk
 * of a campaign's audience file, prepared with the session's headers for the upload worker, which writes
 * each chunk's body and posts it itself (`uploadInWorker`).
 */
export const fileChunkRequest = (client: ApiClient) => client.prepare(rcsEndpoint('fileUpload'), 'post');
