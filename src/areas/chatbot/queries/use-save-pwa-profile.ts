import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { pwaProfile, pwaProfileRequest, type PwaProfile, type PwaProfileRequest } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** POST pwa-profiles (create) or PUT pwa-profiles/:id (replace). */
export function savePwaProfile(client: ApiClient, id: string | null, request: PwaProfileRequest): Promise<PwaProfile> {
  const json = pwaProfileRequest.parse(request);
  return id
    ? client.call(botEndpoint`pwa-profiles/${id}`, { method: 'put', json, schema: pwaProfile })
    : client.call(botEndpoint`pwa-profiles`, { method: 'post', json, schema: pwaProfile });
}

export function useSavePwaProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string | null; request: PwaProfileRequest }) => savePwaProfile(client, id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.pwaProfiles }),
  });
}
