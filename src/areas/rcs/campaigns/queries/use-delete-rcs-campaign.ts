import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deleteCampaignResponse } from '@/api/contracts/rcs-campaigns';
import { useApiClient } from '@/api/react';
import { rcsEndpoint, rcsKeys, useEsmeaddr, type RcsChangeKind } from './rcs-endpoint';

const DELETE_PATH: Record<RcsChangeKind, string> = { saved: 'rcs/deleteSaveCampaign', scheduled: 'rcs/deleteScheduleCampaign' };

/** POST rcs/deleteSaveCampaign or rcs/deleteScheduleCampaign. */
export const deleteRcsCampaign = (client: ApiClient, esmeaddr: number, kind: RcsChangeKind, campaignId: string) =>
  client.call(rcsEndpoint(DELETE_PATH[kind]), { method: 'post', json: { esmeaddr, campaignId }, schema: deleteCampaignResponse });

export function useDeleteRcsCampaign(kind: RcsChangeKind) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (campaignId: string) => deleteRcsCampaign(client, esmeaddr, kind, campaignId), onSuccess: () => queryClient.invalidateQueries({ queryKey: rcsKeys.all }) });
}
