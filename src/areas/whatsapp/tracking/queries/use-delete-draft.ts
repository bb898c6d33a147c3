import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCampaignResponse } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { trackingEndpoints } from './tracking-endpoints';
import { trackedListKey } from './use-tracked-list';

/** DELETE campaigns/:id (a DRAFT only); the tracking lists reload after it, success or not. */
export function useDeleteDraft() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(trackingEndpoints.campaign(id), { method: 'delete', schema: deleteCampaignResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackedListKey() }),
  });
}
