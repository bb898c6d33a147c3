import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { duplicateFlowRequest, flowDetail, type FlowDetail } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** POST flows/:id/duplicate: a draft copy named "<name> (copy)" by the server. */
export function duplicateFlow(client: ApiClient, flowId: string): Promise<FlowDetail> {
  return client.call(botEndpoint`flows/${flowId}/duplicate`, { method: 'post', json: duplicateFlowRequest.parse({}), schema: flowDetail });
}

export function useDuplicateFlow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flowId: string) => duplicateFlow(client, flowId),
    onSuccess: (flow) => queryClient.invalidateQueries({ queryKey: chatbotKeys.flows(flow.bot_id) }),
  });
}
