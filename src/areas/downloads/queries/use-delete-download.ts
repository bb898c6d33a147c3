import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deleteDownloadResponse } from '@/api/contracts/downloads';
import { useApiClient } from '@/api/react';
import { downloadKeys, downloads } from './downloads-endpoint';

/** DELETE downloads/:id: a job and its file. */
export const deleteDownload = (client: ApiClient, id: string) => client.call(downloads(id), { method: 'delete', schema: deleteDownloadResponse });

/** The list is read again whether the delete worked or not. */
export function useDeleteDownload() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({ mutationFn: (id: string) => deleteDownload(client, id), onSettled: () => queries.invalidateQueries({ queryKey: downloadKeys.list }) });
}
