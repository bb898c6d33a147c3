import type { ApiClient } from '@/api/client';
import { campaignView } from '@/api/contracts/campaigns';
import { campaignEndpoint } from '../../shared/queries/campaign-endpoint';

/** POST whatsapp/campaigns/:id/submit; submitting keeps the schedule saved with the draft. */
export const submitCampaign = (client: ApiClient, id: string) => client.call(campaignEndpoint`campaigns/${id}/submit`, { method: 'post', json: { schedule: null }, schema: campaignView });
