import type { ApiClient } from '@/api/client';
import { audienceCompleteResult } from '@/api/contracts/campaigns';
import { campaignEndpoint } from '../../shared/queries/campaign-endpoint';

/** POST whatsapp/campaigns/:id/audience/complete: every chunk is up; the import replaces the campaign's audience. */
export const completeAudience = (client: ApiClient, id: string, body: { importId: string; chunkCount: number }) =>
  client.call(campaignEndpoint`campaigns/${id}/audience/complete`, { method: 'post', json: body, schema: audienceCompleteResult });
