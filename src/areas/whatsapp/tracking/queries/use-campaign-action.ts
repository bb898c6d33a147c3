import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignView, type CampaignAction } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { trackingEndpoints } from './tracking-endpoints';
import { trackedListKey } from './use-tracked-list';

/** The row actions the tracking pages offer, with their route's last path segment. */
export type TrackingAction = Extract<CampaignAction, 'submit' | 'approve' | 'reject' | 'pause' | 'resume' | 'cancel' | 'retry_failed' | 'duplicate'>;

const PATHS: Record<TrackingAction, string> = {
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
  pause: 'pause',
  resume: 'resume',
  cancel: 'cancel',
  retry_failed: 'retry-failed',
  duplicate: 'duplicate',
};

export interface ActionInput {
  id: string;
  action: TrackingAction;
  /** Reject's reason. */
  reason?: string;
}

/** Posts one action; every tracking list and the campaign's own view reload after it, success or not. */
export function useCampaignAction() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: ActionInput) =>
      client.call(trackingEndpoints.action(id, PATHS[action]), {
        method: 'post',
        schema: campaignView,
        // Resubmitting keeps the schedule saved with the campaign.
        json: action === 'reject' ? { reason } : action === 'submit' ? { schedule: null } : undefined,
      }),
    onSettled: (_data, _error, input) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: trackedListKey() }), queryClient.invalidateQueries({ queryKey: ['whatsapp-campaign', input.id] })]),
  });
}
