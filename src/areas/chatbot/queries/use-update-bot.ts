import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { bot, updateBotRequest, type Bot, type UpdateBotRequest } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** PUT bots/:id with only the fields that change (rename, move to a folder, entry flow). */
export function updateBot(client: ApiClient, id: string, changes: UpdateBotRequest): Promise<Bot> {
  return client.call(botEndpoint`bots/${id}`, { method: 'put', json: updateBotRequest.parse(changes), schema: bot });
}

export function useUpdateBot() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateBotRequest }) => updateBot(client, id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.all }),
  });
}
