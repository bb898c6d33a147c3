import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { broadcastMediaUploadResponse } from '@/api/contracts/broadcast-whatsapp';
import { fileBase64 } from '@/api/file-base64';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session/use-session';

/**
 * Spec §7's broadcast `mediaUpload`: the campaign's own header file, uploaded to Meta through the
 * sender number; the answer's media id is what the campaign's messages name.
 */
export const uploadBroadcastMedia = async (client: ApiClient, esmeAddr: number | undefined, senderId: string, file: File) =>
  client.call(
    { service: 'broadcast', path: '/whatsapp/gui/mediaUpload' },
    { method: 'post', json: { esmeAddr, senderId, fileName: file.name, mimeType: file.type, data: await fileBase64(file) }, schema: broadcastMediaUploadResponse },
  );

export function useBroadcastMediaUpload() {
  const client = useApiClient();
  const esmeAddr = useSessionValue('id') ?? undefined;
  return useMutation({ mutationFn: ({ senderId, file }: { senderId: string; file: File }) => uploadBroadcastMedia(client, esmeAddr, senderId, file) });
}
