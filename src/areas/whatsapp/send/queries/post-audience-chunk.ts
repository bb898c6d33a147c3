import type { ApiClient } from '@/api/client';
import { audienceChunkResponse } from '@/api/contracts/campaigns';
import { campaignEndpoint } from '../../shared/queries/campaign-endpoint';

/** POST whatsapp/campaigns/:id/audience/chunks: one chunk of the file's valid rows. */
export const postAudienceChunk = (client: ApiClient, id: string, body: { importId: string; chunkIndex: number; rows: { phone: string; variables: Record<string, string> }[] }) =>
  client.call(campaignEndpoint`campaigns/${id}/audience/chunks`, { method: 'post', json: body, schema: audienceChunkResponse });
