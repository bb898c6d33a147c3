import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deletedResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** DELETE bots/:id; its flows, versions and conversations go with it. */
export async function deleteBot(client: ApiClient, id: string): Promise<void> {
  await client.call(botEndpoint`bots/${id}`, { method: 'delete', schema: deletedResponse });
}

export function useDeleteBot() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBot(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.all }),
  });
}
