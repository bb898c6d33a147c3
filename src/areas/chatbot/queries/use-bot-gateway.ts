import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { botGatewayResponse, type BotGatewayResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET bots/:id/gateway: where connectors post user events, and the token they send. */
export function fetchBotGateway(client: ApiClient, botId: string): Promise<BotGatewayResponse> {
  return client.call(botEndpoint`bots/${botId}/gateway`, { schema: botGatewayResponse });
}

export function useBotGateway(botId: string | null) {
  const client = useApiClient();
  return useQuery({ queryKey: chatbotKeys.gateway(botId ?? ''), queryFn: () => fetchBotGateway(client, botId ?? ''), enabled: Boolean(botId) });
}
