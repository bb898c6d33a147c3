import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/api/react';

/** GET downloads/:id/file: a ready export from the Download Center. */
export const fetchExportFile = (client: ApiClient, id: string) => client.file({ service: 'reports', path: `/downloads/${encodeURIComponent(id)}/file` });

export function useExportFile() {
  const client = useApiClient();
  return (id: string) => fetchExportFile(client, id);
}
