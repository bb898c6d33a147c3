import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { pwaProfileListResponse, type PwaProfile } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET pwa-profiles, in name order. */
export async function fetchPwaProfiles(client: ApiClient): Promise<PwaProfile[]> {
  return (await client.call(botEndpoint`pwa-profiles`, { schema: pwaProfileListResponse })).profiles;
}

export function usePwaProfileList() {
  const client = useApiClient();
  return useQuery({ queryKey: chatbotKeys.pwaProfiles, queryFn: () => fetchPwaProfiles(client), refetchOnMount: 'always' });
}
