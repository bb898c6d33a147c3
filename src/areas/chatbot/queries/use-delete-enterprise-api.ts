import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deletedResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** DELETE enterpriseapi/:id. */
export async function deleteEnterpriseApi(client: ApiClient, id: string): Promise<void> {
  await client.call(botEndpoint`enterpriseapi/${id}`, { method: 'delete', schema: deletedResponse });
}

export function useDeleteEnterpriseApi() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEnterpriseApi(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.enterpriseApis }),
  });
}
