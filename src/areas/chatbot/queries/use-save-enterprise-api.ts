import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { enterpriseApi, enterpriseApiRequest, type EnterpriseApi, type EnterpriseApiRequest } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** POST enterpriseapi (create) or PUT enterpriseapi/:id (replace). */
export function saveEnterpriseApi(client: ApiClient, id: string | null, request: EnterpriseApiRequest): Promise<EnterpriseApi> {
  const json = enterpriseApiRequest.parse(request);
  return id
    ? client.call(botEndpoint`enterpriseapi/${id}`, { method: 'put', json, schema: enterpriseApi })
    : client.call(botEndpoint`enterpriseapi`, { method: 'post', json, schema: enterpriseApi });
}

export function useSaveEnterpriseApi() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string | null; request: EnterpriseApiRequest }) => saveEnterpriseApi(client, id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.enterpriseApis }),
  });
}
