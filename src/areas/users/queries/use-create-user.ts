import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { AppConfig } from '@/api/contracts/config';
import { createUserRequest, createUserResponse, type CreateUserRequest } from '@/api/contracts/users';
import { useApiClient, useConfig } from '@/api/react';
import { userListQueryKey } from './use-user-list';

/** POST a new user (spec §3 "Create-user payload"); resolves with the server's message. */
export async function createUser(client: ApiClient, config: AppConfig, request: CreateUserRequest): Promise<string> {
  const answer = await client.call(config.endpoints.userCreate, {
    method: 'post',
    json: createUserRequest.parse(request),
    schema: createUserResponse,
  });
  return answer.message;
}

export function useCreateUser() {
  const client = useApiClient();
  const config = useConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'create'],
    mutationFn: (request: CreateUserRequest) => createUser(client, config, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListQueryKey }),
  });
}
