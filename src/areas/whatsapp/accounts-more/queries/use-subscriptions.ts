import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { notificationSubscriptionList } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys } from './more-endpoint';

/** GET v1.0/notifications/subscriptions: where the account's notifications go. */
export const fetchSubscriptions = async (client: ApiClient) =>
  (await client.call(campaign('/v1.0/notifications/subscriptions'), { schema: notificationSubscriptionList })).subscriptions;

export const subscriptionsQuery = (client: ApiClient) => queryOptions({ queryKey: moreKeys.subscriptions, queryFn: () => fetchSubscriptions(client) });

export const useSubscriptions = () => useQuery(subscriptionsQuery(useApiClient()));
