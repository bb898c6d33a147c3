import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { intentListResponse, type Intent } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET intents, in name order. */
export async function fetchIntents(client: ApiClient): Promise<Intent[]> {
  return (await client.call(botEndpoint`intents`, { schema: intentListResponse })).intents;
}

export function useIntentList() {
  const client = useApiClient();
  return useQuery({ queryKey: chatbotKeys.intents, queryFn: () => fetchIntents(client), refetchOnMount: 'always' });
}
