import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { duplicateFlowRequest, flowDetail, type FlowDetail } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

const COPY_SUFFIX = ' (copy)';
/** The contract's name limit. */
const MAX_NAME = 100;

/** "<name> (copy)", the original shortened when the whole would pass the name limit. */
export function copyName(name: string): string {
  return name.slice(0, MAX_NAME - COPY_SUFFIX.length).trimEnd() + COPY_SUFFIX;
}

/** POST flows/:id/duplicate: a draft copy of the flow, named "<name> (copy)". */
export function duplicateFlow(client: ApiClient, flow: { id: string; name: string }): Promise<FlowDetail> {
  return client.call(botEndpoint`flows/${flow.id}/duplicate`, { method: 'post', json: duplicateFlowRequest.parse({ name: copyName(flow.name) }), schema: flowDetail });
}

export function useDuplicateFlow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flow: { id: string; name: string }) => duplicateFlow(client, flow),
    onSuccess: (flow) => queryClient.invalidateQueries({ queryKey: chatbotKeys.flows(flow.bot_id) }),
  });
}
