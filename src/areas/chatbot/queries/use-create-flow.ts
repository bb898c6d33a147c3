import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { createFlowRequest, flowDetail, type FlowDetail } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** POST bots/:botId/flows: an empty flow; the bot's first flow becomes its entry flow. */
export function createFlow(client: ApiClient, botId: string, name: string): Promise<FlowDetail> {
  return client.call(botEndpoint`bots/${botId}/flows`, { method: 'post', json: createFlowRequest.parse({ name }), schema: flowDetail });
}

export function useCreateFlow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ botId, name }: { botId: string; name: string }) => createFlow(client, botId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.all }),
  });
}
