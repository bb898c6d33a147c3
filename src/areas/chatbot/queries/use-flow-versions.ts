import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { flowVersionListResponse, type FlowVersionListResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET flows/:id/versions: published versions, newest first. */
export async function fetchFlowVersions(client: ApiClient, flowId: string): Promise<FlowVersionListResponse['versions']> {
  return (await client.call(botEndpoint`flows/${flowId}/versions`, { schema: flowVersionListResponse })).versions;
}

export function useFlowVersions(flowId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({ queryKey: chatbotKeys.versions(flowId), queryFn: () => fetchFlowVersions(client, flowId), enabled });
}
