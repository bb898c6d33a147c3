import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { folderListResponse, type FolderListResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

/** GET folders: every folder with its bots, and the bots filed in none. */
export function fetchFolderList(client: ApiClient): Promise<FolderListResponse> {
  return client.call(botEndpoint`folders`, { schema: folderListResponse });
}

export function useFolderList() {
  const client = useApiClient();
  return useQuery({ queryKey: chatbotKeys.folders, queryFn: () => fetchFolderList(client), refetchOnMount: 'always' });
}
