import type { ApiClient } from '@/api/client';
import { rcsMediaUploadResponse } from '@/api/contracts/rcs-template-api';
import { useApiClient } from '@/api/react';
import { useEsmeaddr } from '../../campaigns/queries/rcs-endpoint';
import { template } from './rcs-template-endpoint';

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** POST mediaUpload: answers the public URL the card then carries. */
export async function uploadRcsMedia(client: ApiClient, esmeaddr: number, file: File) {
  const json = { esmeaddr, fileName: file.name, mimeType: file.type, data: await base64Of(file) };
  return (await client.call(template('mediaUpload'), { method: 'post', json, schema: rcsMediaUploadResponse })).url;
}

export function useUploadRcsMedia() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return (file: File) => uploadRcsMedia(client, esmeaddr, file);
}
