import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { flowListResponse, type FlowSummary } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET bots/:botId/flows. */
export async function fetchFlowList(client: ApiClient, botId: string): Promise<FlowSummary[]> {
  return (await client.call(botEndpoint`bots/${botId}/flows`, { schema: flowListResponse })).flows;
}

export function useFlowList(botId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: chatbotKeys.flows(botId ?? ''),
    queryFn: () => fetchFlowList(client, botId ?? ''),
    enabled: Boolean(botId),
    refetchOnMount: 'always',
  });
}
