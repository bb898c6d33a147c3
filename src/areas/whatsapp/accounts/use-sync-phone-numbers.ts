import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import { syncPhoneNumberResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { accountKeys, useEsme } from './queries/account-endpoint';

/** spec §7 syncPhoneNumber, relative to the campaign base (docs/decisions.md "WABA calls of spec §7"). */
const SYNC_PHONE_NUMBER: Endpoint = { service: 'campaign', path: '/signup/api/v1.0/waba/syncPhoneNumber' };

/** POST waba/syncPhoneNumber: the WABA's numbers, tiers and quality as Meta holds them; the number pages read again after. */
export function useSyncPhoneNumbers() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const esmeaddr = useEsme();
  return useMutation({
    mutationFn: (wabaId: string) => client.call(SYNC_PHONE_NUMBER, { method: 'post', json: { esmeaddr, wabaId }, schema: syncPhoneNumberResponse }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.details }), queryClient.invalidateQueries({ queryKey: accountKeys.senders })]),
  });
}
