import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { notificationSubscription, type NotificationSubscriptionRequest } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys } from './more-endpoint';

/** POST v1.0/notifications/subscriptions: a new place for notifications to go. */
export const addSubscription = (client: ApiClient, body: NotificationSubscriptionRequest) =>
  client.call(campaign('/v1.0/notifications/subscriptions'), { method: 'post', json: body, schema: notificationSubscription });

export function useAddSubscription() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSubscriptionRequest) => addSubscription(client, body),
    onSuccess: () => queries.invalidateQueries({ queryKey: moreKeys.subscriptions }),
  });
}
