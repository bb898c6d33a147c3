import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { resendDeliveryResponse } from '@/api/contracts/webhook-rules';
import { useApiClient } from '@/api/react';
import { at } from './webhook-endpoint';

/** POST resend: one delivery again. */
export const resendDelivery = (client: ApiClient, deliveryId: string) => client.call(at('resend'), { method: 'post', json: { deliveryId }, schema: resendDeliveryResponse });

/** Every rule's delivery log looks again. */
export function useResend() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (deliveryId: string) => resendDelivery(client, deliveryId), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wa-webhooks', 'deliveries'] }) });
}
