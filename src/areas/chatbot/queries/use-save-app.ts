import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { appRequest, chatbotApp, type AppRequest, type ChatbotApp } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** POST apps (create) or PUT apps/:id (replace). */
export function saveApp(client: ApiClient, id: string | null, request: AppRequest): Promise<ChatbotApp> {
  const json = appRequest.parse(request);
  return id ? client.call(botEndpoint`apps/${id}`, { method: 'put', json, schema: chatbotApp }) : client.call(botEndpoint`apps`, { method: 'post', json, schema: chatbotApp });
}

export function useSaveApp() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string | null; request: AppRequest }) => saveApp(client, id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.apps }),
  });
}
