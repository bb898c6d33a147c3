import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { addWabaIdResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { accountKeys, signup, useEsme } from './account-endpoint';

/** POST waba/addWabaID: a WABA shared with our business, added by its id (docs/decisions.md "The rest of spec §7's calls"). */
export const addWabaId = (client: ApiClient, esmeaddr: number, wabaId: string) =>
  client.call(signup('waba/addWabaID'), { method: 'post', json: { esmeaddr, wabaId }, schema: addWabaIdResponse });

/** The number pages read again after. */
export function useAddWabaId() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const esmeaddr = useEsme();
  return useMutation({
    mutationFn: (wabaId: string) => addWabaId(client, esmeaddr, wabaId),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.details }), queryClient.invalidateQueries({ queryKey: accountKeys.senders })]),
  });
}
