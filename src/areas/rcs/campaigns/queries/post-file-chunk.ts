import type { ApiClient } from '@/api/client';
import { fileUploadResponse } from '@/api/contracts/rcs-campaigns';
import { rcsEndpoint } from './rcs-endpoint';

/** POST fileUpload: one chunk of a campaign's audience file. */
export const postFileChunk = (client: ApiClient, body: unknown) => client.call(rcsEndpoint('fileUpload'), { method: 'post', json: body, schema: fileUploadResponse });
