import type { ApiClient } from '@/api/client';
import { rcsMediaUploadResponse } from '@/api/contracts/rcs-template-api';
import { fileBase64 } from '@/api/file-base64';
import { useApiClient } from '@/api/react';
import { useEsmeaddr } from '../../campaigns/queries/rcs-endpoint';
import { template } from './rcs-template-endpoint';

/** POST mediaUpload: answers the public URL the card then carries. */
export async function uploadRcsMedia(client: ApiClient, esmeaddr: number, file: File) {
  const json = { esmeaddr, fileName: file.name, mimeType: file.type, data: await fileBase64(file) };
  return (await client.call(template('mediaUpload'), { method: 'post', json, schema: rcsMediaUploadResponse })).url;
}

export function useUploadRcsMedia() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return (file: File) => uploadRcsMedia(client, esmeaddr, file);
}
