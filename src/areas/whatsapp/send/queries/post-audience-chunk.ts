import type { ApiClient } from '@/api/client';
import { campaignEndpoint } from '../../shared/queries/campaign-endpoint';

/**
 * POST whatsapp/campaigns/:id/audience/chunks (`{ importId, chunkIndex, rows }`, answered by
 * `audienceChunkResponse`): prepared with the session's headers for the upload worker, which writes
 * each chunk's body and posts it itself (`uploadInWorker`).
 */
export const audienceChunkRequest = (client: ApiClient, id: string) => client.prepare(campaignEndpoint`campaigns/${id}/audience/chunks`, 'post');
