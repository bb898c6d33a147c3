import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { updatePaymentMethodResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { signup, useEsme } from './account-endpoint';

/**
 * POST waba/updatePaymentMethod: our credit line becomes the WABA's payment method (docs/decisions.md "The rest
 * of spec §7's calls"). Meta keeps it; nothing here to read again.
 */
export const updatePaymentMethod = (client: ApiClient, esmeaddr: number, wabaId: string) =>
  client.call(signup('waba/updatePaymentMethod'), { method: 'post', json: { esmeaddr, wabaId }, schema: updatePaymentMethodResponse });

export function useUpdatePaymentMethod() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useMutation({ mutationFn: (wabaId: string) => updatePaymentMethod(client, esmeaddr, wabaId) });
}
