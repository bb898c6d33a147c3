import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { notificationDeliveryList } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys } from './more-endpoint';

/** GET v1.0/notifications/deliveries: the latest 50 notifications sent. */
export const fetchDeliveries = async (client: ApiClient) =>
  (await client.call(campaign('/v1.0/notifications/deliveries'), { searchParams: { limit: 50 }, schema: notificationDeliveryList })).deliveries;

/** Deliveries happen when templates, numbers and campaigns change, not when this page acts: the log looks again every 3 s. */
export const deliveriesQuery = (client: ApiClient) => queryOptions({ queryKey: moreKeys.deliveries, queryFn: () => fetchDeliveries(client), refetchInterval: 3_000 });

export const useDeliveries = () => useQuery(deliveriesQuery(useApiClient()));
