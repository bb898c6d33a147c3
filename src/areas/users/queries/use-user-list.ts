import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { AppConfig } from '@/api/contracts/config';
import { userListResponse, type UserListItem } from '@/api/contracts/users';
import { useApiClient, useConfig } from '@/api/react';

export const userListQueryKey = ['users', 'list'] as const;

/** GET the user list (spec §7 "Users"); the answer's `body` is the list. */
export async function fetchUserList(client: ApiClient, config: AppConfig): Promise<UserListItem[]> {
  const answer = await client.call(config.endpoints.userList, { schema: userListResponse });
  return answer.body;
}

export const userListQueryOptions = (client: ApiClient, config: AppConfig) =>
  queryOptions({
    queryKey: userListQueryKey,
    queryFn: () => fetchUserList(client, config),
    // Spec §2: the list reloads every time the route is entered, even when a cached copy exists.
    refetchOnMount: 'always',
  });

export function useUserList() {
  const client = useApiClient();
  const config = useConfig();
  return useQuery(userListQueryOptions(client, config));
}
