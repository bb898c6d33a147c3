import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { transcriptResponse, type TranscriptResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET chatreport/:id: every logged turn of one conversation. */
export function fetchTranscript(client: ApiClient, id: string): Promise<TranscriptResponse> {
  return client.call(botEndpoint`chatreport/${id}`, { schema: transcriptResponse });
}

export function useTranscript(id: string) {
  const client = useApiClient();
  return useQuery({ queryKey: chatbotKeys.conversation(id), queryFn: () => fetchTranscript(client, id) });
}
