import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { syncPhoneNumberResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { accountKeys, signup, useEsme } from './account-endpoint';

/** POST waba/syncPhoneNumber: the WABA's numbers, tiers and quality as Meta holds them (docs/decisions.md "WABA calls of spec §7"). */
export const syncPhoneNumbers = (client: ApiClient, esmeaddr: number, wabaId: string) =>
  client.call(signup('waba/syncPhoneNumber'), { method: 'post', json: { esmeaddr, wabaId }, schema: syncPhoneNumberResponse });

/** The number pages read again after. */
export function useSyncPhoneNumbers() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const esmeaddr = useEsme();
  return useMutation({
    mutationFn: (wabaId: string) => syncPhoneNumbers(client, esmeaddr, wabaId),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.details }), queryClient.invalidateQueries({ queryKey: accountKeys.senders })]),
  });
}
