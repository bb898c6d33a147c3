import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { readReceiptsResponse, type BusinessProfile } from '@/api/contracts/whatsapp-accounts';
import { useApiClient } from '@/api/react';
import { accountKeys, profile, useEsme } from './account-endpoint';

/** GET profile/saveReadReceipts: turns a number's read receipts on or off (spec §7 spells `readRecipt`). */
export const saveReadReceipts = (client: ApiClient, esmeaddr: number, senderId: string, on: boolean) =>
  client.call(profile('saveReadReceipts'), { searchParams: { esmeaddr, channelId: 'WABA', senderID: senderId, readRecipt: String(on) }, schema: readReceiptsResponse });

/** The answer's flag goes into the cached profile, so the switch shows what the server kept. */
export function useSaveReadReceipts(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => saveReadReceipts(client, esmeaddr, senderId, on),
    onSuccess: (saved) => queries.setQueryData<BusinessProfile>(accountKeys.profile(senderId), (old) => (old ? { ...old, readReceipts: saved.readReceipts } : old)),
  });
}
