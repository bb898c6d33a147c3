import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deliveriesResponse } from '@/api/contracts/webhook-rules';
import { useApiClient } from '@/api/react';
import { at, webhookKeys } from './webhook-endpoint';

/** GET deliveries: a rule's last 20 deliveries with their attempts. */
export const fetchDeliveries = async (client: ApiClient, ruleId: string) =>
  (await client.call(at('deliveries'), { searchParams: { ruleId, limit: 20 }, schema: deliveriesResponse })).deliveries;

/** Polled while the log is open, so retries show as they happen. */
export const deliveriesQuery = (client: ApiClient, ruleId: string | null) =>
  queryOptions({ queryKey: webhookKeys.deliveries(ruleId ?? ''), enabled: !!ruleId, queryFn: () => fetchDeliveries(client, ruleId ?? ''), refetchInterval: 2000 });

export const useDeliveries = (ruleId: string | null) => useQuery(deliveriesQuery(useApiClient(), ruleId));
