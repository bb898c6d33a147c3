import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { botGatewayResponse, type BotGatewayResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** POST bots/:id/gateway-token: a new token; the old one stops working at once. */
export function regenerateGatewayToken(client: ApiClient, botId: string): Promise<BotGatewayResponse> {
  return client.call(botEndpoint`bots/${botId}/gateway-token`, { method: 'post', schema: botGatewayResponse });
}

export function useRegenerateGatewayToken() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (botId: string) => regenerateGatewayToken(client, botId),
    onSuccess: (gateway) => queryClient.setQueryData(chatbotKeys.gateway(gateway.bot_id), gateway),
  });
}
