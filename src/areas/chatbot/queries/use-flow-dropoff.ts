import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dropoffResponse, type DropoffResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET flows/:id/dropoff: per node and edge of the draft, what the gateway's logged conversations did. */
export function fetchFlowDropoff(client: ApiClient, flowId: string): Promise<DropoffResponse> {
  return client.call(botEndpoint`flows/${flowId}/dropoff`, { schema: dropoffResponse });
}

/** Fetched while the overlay is on; turning it on again reads the log again. */
export function useFlowDropoff(flowId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({ queryKey: chatbotKeys.dropoff(flowId), queryFn: () => fetchFlowDropoff(client, flowId), enabled, staleTime: 0, gcTime: 0 });
}
