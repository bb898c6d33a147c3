import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deletedResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** DELETE folders/:id; the server refuses (409 `folder_not_empty`) while bots are filed in it. */
export async function deleteFolder(client: ApiClient, id: string): Promise<void> {
  await client.call(botEndpoint`folders/${id}`, { method: 'delete', schema: deletedResponse });
}

export function useDeleteFolder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFolder(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.folders }),
  });
}
