import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { AppConfig } from '@/api/contracts/config';
import { deleteUserQuery, deleteUserResponse } from '@/api/contracts/users';
import { useApiClient, useConfig } from '@/api/react';
import { userListQueryKey } from './use-user-list';

/** DELETE a user by `?id=` (spec §7 "Users"); resolves with the server's message. */
export async function deleteUser(client: ApiClient, config: AppConfig, id: string): Promise<string> {
  const answer = await client.call(config.endpoints.userDelete, {
    method: 'delete',
    searchParams: deleteUserQuery.parse({ id }),
    schema: deleteUserResponse,
  });
  return answer.message;
}

export function useDeleteUser() {
  const client = useApiClient();
  const config = useConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'delete'],
    mutationFn: (id: string) => deleteUser(client, config, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListQueryKey }),
  });
}
