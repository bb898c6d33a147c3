import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { updateWabaInfoResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { accountKeys, signup, useEsme } from './account-endpoint';

type WabaName = { wabaId: string; name: string };

/** POST waba/updateWabaInfo: the name the console shows for a WABA (docs/decisions.md "The rest of spec §7's calls"). */
export const updateWabaInfo = (client: ApiClient, esmeaddr: number, { wabaId, name }: WabaName) =>
  client.call(signup('waba/updateWabaInfo'), { method: 'post', json: { esmeaddr, wabaId, name }, schema: updateWabaInfoResponse });

/** Every list naming the WABA reads again after. */
export function useUpdateWabaInfo() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const esmeaddr = useEsme();
  return useMutation({
    mutationFn: (change: WabaName) => updateWabaInfo(client, esmeaddr, change),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.details }), queryClient.invalidateQueries({ queryKey: accountKeys.senders })]),
  });
}
