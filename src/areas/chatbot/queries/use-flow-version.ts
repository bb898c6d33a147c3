import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { flowVersionDetail, type FlowVersionDetail } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET flows/:id/versions/:version: a published document, read-only. */
export function fetchFlowVersion(client: ApiClient, flowId: string, version: number): Promise<FlowVersionDetail> {
  return client.call(botEndpoint`flows/${flowId}/versions/${version}`, { schema: flowVersionDetail });
}

export function useFlowVersion(flowId: string, version: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: chatbotKeys.version(flowId, version ?? -1),
    queryFn: () => fetchFlowVersion(client, flowId, version ?? -1),
    enabled: version !== null,
    staleTime: Infinity,
  });
}
