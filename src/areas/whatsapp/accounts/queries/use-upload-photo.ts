import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { businessProfile } from '@/api/contracts/whatsapp-accounts';
import { fileBase64 } from '@/api/file-base64';
import { useApiClient } from '@/api/react';
import { accountKeys, profile, useEsme } from './account-endpoint';

/** POST profile/photoUpload: the profile photo as base64, answered with the saved profile. */
export const uploadPhoto = async (client: ApiClient, esmeaddr: number, senderId: string, file: File) =>
  client.call(profile('photoUpload'), { method: 'post', json: { esmeaddr, senderId, fileName: file.name, mimeType: file.type, data: await fileBase64(file) }, schema: businessProfile });

export function useUploadPhoto(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPhoto(client, esmeaddr, senderId, file),
    onSuccess: (saved) => queries.setQueryData(accountKeys.profile(senderId), saved),
  });
}
