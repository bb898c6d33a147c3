import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import { addWabaIdResponse, updatePaymentMethodResponse, updateWabaInfoResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { accountKeys, useEsme } from './queries/account-endpoint';

/** spec §7's addWabaID, updateWabaInfo and updatePaymentMethod, relative to the campaign base (docs/decisions.md "The rest of spec §7's calls"). */
const ADD_WABA_ID: Endpoint = { service: 'campaign', path: '/signup/api/v1.0/waba/addWabaID' };
const UPDATE_WABA_INFO: Endpoint = { service: 'campaign', path: '/signup/api/v1.0/waba/updateWabaInfo' };
const UPDATE_PAYMENT_METHOD: Endpoint = { service: 'campaign', path: '/signup/api/v1.0/waba/updatePaymentMethod' };

/** POST waba/addWabaID: a WABA shared with our business, added by its id; the number pages read again after. */
export function useAddWabaId() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const esmeaddr = useEsme();
  return useMutation({
    mutationFn: (wabaId: string) => client.call(ADD_WABA_ID, { method: 'post', json: { esmeaddr, wabaId }, schema: addWabaIdResponse }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.details }), queryClient.invalidateQueries({ queryKey: accountKeys.senders })]),
  });
}

/** POST waba/updatePaymentMethod: our credit line becomes the WABA's payment method (Meta keeps it; nothing here to read again). */
export function useUpdatePaymentMethod() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useMutation({
    mutationFn: (wabaId: string) => client.call(UPDATE_PAYMENT_METHOD, { method: 'post', json: { esmeaddr, wabaId }, schema: updatePaymentMethodResponse }),
  });
}

/** POST waba/updateWabaInfo: the name the console shows for a WABA; every list naming it reads again after. */
export function useUpdateWabaInfo() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const esmeaddr = useEsme();
  return useMutation({
    mutationFn: ({ wabaId, name }: { wabaId: string; name: string }) => client.call(UPDATE_WABA_INFO, { method: 'post', json: { esmeaddr, wabaId, name }, schema: updateWabaInfoResponse }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.details }), queryClient.invalidateQueries({ queryKey: accountKeys.senders })]),
  });
}
