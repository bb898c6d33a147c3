import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/api/react';
import { downloads } from './downloads-endpoint';

/** GET downloads/:id/file: the prepared file. */
export const downloadFile = (client: ApiClient, id: string) => client.file(downloads(id, '/file'));

export function useDownloadFile() {
  const client = useApiClient();
  return (id: string) => downloadFile(client, id);
}
