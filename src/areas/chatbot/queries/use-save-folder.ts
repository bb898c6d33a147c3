import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { folder, folderRequest, type Folder } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint, chatbotKeys } from './bot-endpoint';

export interface SaveFolderInput {
  /** Absent to create a folder, present to rename it. */
  id?: string;
  name: string;
}

/** POST folders (create) or PUT folders/:id (rename). */
export function saveFolder(client: ApiClient, { id, name }: SaveFolderInput): Promise<Folder> {
  const json = folderRequest.parse({ name });
  return id
    ? client.call(botEndpoint`folders/${id}`, { method: 'put', json, schema: folder })
    : client.call(botEndpoint`folders`, { method: 'post', json, schema: folder });
}

export function useSaveFolder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveFolderInput) => saveFolder(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.folders }),
  });
}
