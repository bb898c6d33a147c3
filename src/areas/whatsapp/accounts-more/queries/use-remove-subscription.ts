import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deleteSubscriptionResponse } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys } from './more-endpoint';

/** DELETE v1.0/notifications/subscriptions/:id. */
export const removeSubscription = (client: ApiClient, id: string) =>
  client.call(campaign(`/v1.0/notifications/subscriptions/${encodeURIComponent(id)}`), { method: 'delete', schema: deleteSubscriptionResponse });

/** The list and the delivery log both refresh: the log names the subscription. */
export function useRemoveSubscription() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeSubscription(client, id),
    onSuccess: () => Promise.all([queries.invalidateQueries({ queryKey: moreKeys.subscriptions }), queries.invalidateQueries({ queryKey: moreKeys.deliveries })]),
  });
}
