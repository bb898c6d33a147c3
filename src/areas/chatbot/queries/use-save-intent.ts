import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { intent, intentRequest, type Intent, type IntentRequest } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** POST intents (create) or PUT intents/:id (replace). */
export function saveIntent(client: ApiClient, id: string | null, request: IntentRequest): Promise<Intent> {
  const json = intentRequest.parse(request);
  return id ? client.call(botEndpoint`intents/${id}`, { method: 'put', json, schema: intent }) : client.call(botEndpoint`intents`, { method: 'post', json, schema: intent });
}

export function useSaveIntent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string | null; request: IntentRequest }) => saveIntent(client, id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.intents }),
  });
}
