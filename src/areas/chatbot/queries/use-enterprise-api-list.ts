import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { enterpriseApiListResponse, type EnterpriseApi } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET enterpriseapi: the account's reusable endpoints, in name order. */
export async function fetchEnterpriseApis(client: ApiClient): Promise<EnterpriseApi[]> {
  return (await client.call(botEndpoint`enterpriseapi`, { schema: enterpriseApiListResponse })).apis;
}

export function useEnterpriseApiList() {
  const client = useApiClient();
  return useQuery({ queryKey: chatbotKeys.enterpriseApis, queryFn: () => fetchEnterpriseApis(client), refetchOnMount: 'always' });
}
