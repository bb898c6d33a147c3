import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { bot, createBotRequest, type Bot, type CreateBotRequest } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** POST bots; the server creates the bot's gateway token with it. */
export function createBot(client: ApiClient, request: CreateBotRequest): Promise<Bot> {
  return client.call(botEndpoint`bots`, { method: 'post', json: createBotRequest.parse(request), schema: bot });
}

export function useCreateBot() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateBotRequest) => createBot(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.all }),
  });
}
