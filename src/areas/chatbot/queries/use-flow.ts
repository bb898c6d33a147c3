import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { flowDetail, type FlowDetail } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET flows/:id: the summary and the draft document. */
export function fetchFlow(client: ApiClient, flowId: string): Promise<FlowDetail> {
  return client.call(botEndpoint`flows/${flowId}`, { schema: flowDetail });
}

export function useFlow(flowId: string) {
  const client = useApiClient();
  // The editor owns the document once loaded, so a refetch only refreshes the header. Nothing is kept
  // after the page closes: reopening must start from the server's version, or the next save would conflict.
  return useQuery({ queryKey: chatbotKeys.flow(flowId), queryFn: () => fetchFlow(client, flowId), staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });
}
