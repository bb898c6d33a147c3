import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { chatReportQuery, chatReportResponse, type ChatReportQuery, type ChatReportResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET chatreport: one page of conversations from the gateway log, newest first. */
export function fetchChatReport(client: ApiClient, query: ChatReportQuery): Promise<ChatReportResponse> {
  const { botId, from, to, q, page, pageSize } = chatReportQuery.parse(query);
  return client.call(botEndpoint`chatreport`, { searchParams: { botId, from, to, q: q || undefined, page, pageSize }, schema: chatReportResponse });
}

export function useChatReport(query: ChatReportQuery) {
  const client = useApiClient();
  // The previous page stays on screen while the next loads, so the table does not jump.
  return useQuery({ queryKey: chatbotKeys.chatReport(query), queryFn: () => fetchChatReport(client, query), placeholderData: keepPreviousData });
}
