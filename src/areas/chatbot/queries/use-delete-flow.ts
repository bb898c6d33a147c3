import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deletedResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** DELETE flows/:id; deleting the entry flow clears the bot's entry. */
export async function deleteFlow(client: ApiClient, flowId: string): Promise<void> {
  await client.call(botEndpoint`flows/${flowId}`, { method: 'delete', schema: deletedResponse });
}

export function useDeleteFlow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flowId: string) => deleteFlow(client, flowId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.all }),
  });
}
