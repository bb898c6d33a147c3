import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deletedResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** DELETE apps/:id. */
export async function deleteApp(client: ApiClient, id: string): Promise<void> {
  await client.call(botEndpoint`apps/${id}`, { method: 'delete', schema: deletedResponse });
}

export function useDeleteApp() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteApp(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.apps }),
  });
}
