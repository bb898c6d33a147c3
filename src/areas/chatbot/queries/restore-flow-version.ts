import type { ApiClient } from '@/api/client';
import { flowDetail, type FlowDetail } from '@/api/contracts/chatbot';
import { botEndpoint } from './bot-endpoint';

/** POST flows/:id/versions/:version/restore: that version becomes the draft at a new version number. */
export function restoreFlowVersion(client: ApiClient, flowId: string, version: number): Promise<FlowDetail> {
  return client.call(botEndpoint`flows/${flowId}/versions/${version}/restore`, { method: 'post', schema: flowDetail });
}
