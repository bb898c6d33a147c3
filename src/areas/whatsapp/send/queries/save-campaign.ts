import type { ApiClient } from '@/api/client';
import { campaignView, type CampaignDraftInput, type CampaignView } from '@/api/contracts/campaigns';
import { campaignEndpoint } from '../../shared/queries/campaign-endpoint';

/** POST whatsapp/campaigns (new) or PUT whatsapp/campaigns/:id (a DRAFT, REJECTED or SCHEDULED one). */
export function saveCampaign(client: ApiClient, id: string | null, draft: CampaignDraftInput): Promise<CampaignView> {
  return id === null
    ? client.call(campaignEndpoint`campaigns`, { method: 'post', json: draft, schema: campaignView })
    : client.call(campaignEndpoint`campaigns/${id}`, { method: 'put', json: draft, schema: campaignView });
}
