import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { exclusionGroupSummary, type SaveExclusionGroupInput } from '@/api/contracts/rcs-campaigns';
import { useApiClient } from '@/api/react';
import { rcsEndpoint, rcsKeys } from './rcs-endpoint';

/** POST rcs/groups/saveExclusionGroup: a new group from the form. */
export const saveExclusionGroup = (client: ApiClient, input: SaveExclusionGroupInput) =>
  client.call(rcsEndpoint('rcs/groups/saveExclusionGroup'), { method: 'post', json: input, schema: exclusionGroupSummary });

export function useSaveExclusionGroup() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: SaveExclusionGroupInput) => saveExclusionGroup(client, input), onSuccess: () => queryClient.invalidateQueries({ queryKey: rcsKeys.groups }) });
}
