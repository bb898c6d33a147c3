import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { appListResponse, type ChatbotApp } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET apps, in name order. */
export async function fetchApps(client: ApiClient): Promise<ChatbotApp[]> {
  return (await client.call(botEndpoint`apps`, { schema: appListResponse })).apps;
}

export function useAppList() {
  const client = useApiClient();
  return useQuery({ queryKey: chatbotKeys.apps, queryFn: () => fetchApps(client), refetchOnMount: 'always' });
}
