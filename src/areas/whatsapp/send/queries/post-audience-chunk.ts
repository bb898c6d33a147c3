import type { ApiClient } from '@/api/client';
import { audienceChunkResponse } from '@/api/contracts/campaigns';
import { campaignEndpoint } from '../../shared/queries/campaign-endpoint';

/**
 * POST whatsapp/campaigns/:id/audience/chunks: one chunk of the file's valid rows, its rows' JSON already
 * written in a worker (`chunkBodiesInWorker`): the page only joins it to the ids.
 */
export const postAudienceChunkText = (client: ApiClient, id: string, importId: string, chunkIndex: number, rowsJson: string) =>
  client.call(campaignEndpoint`campaigns/${id}/audience/chunks`, { method: 'post', jsonText: `{"importId":${JSON.stringify(importId)},"chunkIndex":${chunkIndex},"rows":${rowsJson}}`, schema: audienceChunkResponse });
