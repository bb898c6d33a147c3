import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { autoResponseResponse } from '@/api/contracts/whatsapp-accounts';
import { useApiClient } from '@/api/react';
import { accountKeys, profile, useEsme } from './account-endpoint';

type AutoResponseChange = { on: boolean; text: string; first: boolean };

/** POST profile/autoResponse for the first setting, profile/updateAutoResponse for later changes (spec §7). */
export const setAutoResponse = (client: ApiClient, esmeaddr: number, senderId: string, { on, text, first }: AutoResponseChange) =>
  client.call(profile(first ? 'autoResponse' : 'updateAutoResponse'), {
    method: 'post',
    searchParams: { esmeaddr, senderId, channelId: 'WABA', autoResponseFlag: String(on), text },
    schema: autoResponseResponse,
  });

export function useSetAutoResponse(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (change: AutoResponseChange) => setAutoResponse(client, esmeaddr, senderId, change),
    onSuccess: (saved) => queries.setQueryData(accountKeys.autoResponse(senderId), saved),
  });
}
