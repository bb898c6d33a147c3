import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deletedResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** DELETE pwa-profiles/:id. */
export async function deletePwaProfile(client: ApiClient, id: string): Promise<void> {
  await client.call(botEndpoint`pwa-profiles/${id}`, { method: 'delete', schema: deletedResponse });
}

export function useDeletePwaProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePwaProfile(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.pwaProfiles }),
  });
}
