import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deletedResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** DELETE intents/:id. */
export async function deleteIntent(client: ApiClient, id: string): Promise<void> {
  await client.call(botEndpoint`intents/${id}`, { method: 'delete', schema: deletedResponse });
}

export function useDeleteIntent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteIntent(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.intents }),
  });
}
