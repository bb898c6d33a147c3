import type { ApiClient } from '@/api/client';
import { mediaUploadResponse, type MediaKind } from '@/api/contracts/whatsapp-template-api';
import { fileBase64 } from '@/api/file-base64';
import { useApiClient } from '@/api/react';
import { useAccount } from '../../shared/use-account';
import { at } from './template-endpoint';

/** POST mediaUpload: a header sample, sent as base64, answered with its handle. */
export const uploadMedia = async (client: ApiClient, esmeaddr: number, wabaId: string, type: MediaKind, file: File) =>
  client.call(at('mediaUpload'), { method: 'post', json: { esmeaddr, wabaId, type, fileName: file.name, mimeType: file.type, data: await fileBase64(file) }, schema: mediaUploadResponse });

export function useMediaUpload() {
  const client = useApiClient();
  const { esmeaddr } = useAccount();
  return (wabaId: string, type: MediaKind, file: File) => uploadMedia(client, esmeaddr, wabaId, type, file);
}
