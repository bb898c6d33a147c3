import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { botListResponse, type Bot } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET bots: every bot of the account, in name order (pickers of flow list, gateway and report). */
export async function fetchBotList(client: ApiClient): Promise<Bot[]> {
  return (await client.call(botEndpoint`bots`, { schema: botListResponse })).bots;
}

export function useBotList() {
  const client = useApiClient();
  return useQuery({ queryKey: chatbotKeys.bots, queryFn: () => fetchBotList(client) });
}
