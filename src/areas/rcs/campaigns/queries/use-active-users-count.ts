import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { activeUsersCount } from '@/api/contracts/rcs-campaigns';
import { useApiClient } from '@/api/react';
import { rcsEndpoint, rcsKeys, useEsmeaddr } from './rcs-endpoint';

/** POST rcs/countActiveUsers: how many active users of `botId` a campaign without a file would reach now, less the exclusion groups. */
export const countActiveUsers = (client: ApiClient, body: { esmeaddr: number; botId: string; exclusionGroupIds: readonly string[] }) =>
  client.call(rcsEndpoint('rcs/countActiveUsers'), { method: 'post', json: body, schema: activeUsersCount });

/** Asked only for a campaign without a file, once a bot is chosen. */
export const activeUsersCountQuery = (client: ApiClient, esmeaddr: number, botId: string, exclusionGroupIds: readonly string[], enabled: boolean) =>
  queryOptions({ queryKey: rcsKeys.activeUsers(botId, exclusionGroupIds), enabled: enabled && botId !== '', queryFn: () => countActiveUsers(client, { esmeaddr, botId, exclusionGroupIds }) });

export const useActiveUsersCount = (botId: string, exclusionGroupIds: readonly string[], enabled: boolean) =>
  useQuery(activeUsersCountQuery(useApiClient(), useEsmeaddr(), botId, exclusionGroupIds, enabled));
