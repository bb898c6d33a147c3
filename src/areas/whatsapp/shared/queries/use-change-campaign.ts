import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { campaignView, type CampaignSchedule } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { campaignEndpoint, sendKeys } from './campaign-endpoint';

type CampaignChange = { id: string; action: 'cancel' } | { id: string; action: 'schedule'; schedule: CampaignSchedule };

/** POST whatsapp/campaigns/:id/cancel or …/schedule: cancel or re-schedule from the scheduled list. */
export const changeCampaign = (client: ApiClient, change: CampaignChange) =>
  change.action === 'cancel'
    ? client.call(campaignEndpoint`campaigns/${change.id}/cancel`, { method: 'post', json: {}, schema: campaignView })
    : client.call(campaignEndpoint`campaigns/${change.id}/schedule`, { method: 'post', json: { schedule: change.schedule }, schema: campaignView });

/** The lists refresh after either. */
export function useChangeCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (change: CampaignChange) => changeCampaign(client, change), onSuccess: () => queryClient.invalidateQueries({ queryKey: sendKeys.all }) });
}
