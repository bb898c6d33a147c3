import type { ApiClient } from '@/api/client';
import { publishFlowRequest, publishFlowResponse, type PublishFlowResponse } from '@/api/contracts/chatbot';
import { botEndpoint } from './bot-endpoint';
import { callFlowWrite } from './flow-write-errors';

/** POST flows/:id/publish. Throws `FlowInvalidError` with the server's problems, or `VersionConflictError`. */
export function publishFlow(client: ApiClient, flowId: string, baseVersion: number): Promise<PublishFlowResponse> {
  return callFlowWrite(client, botEndpoint`flows/${flowId}/publish`, 'post', publishFlowRequest.parse({ baseVersion }), publishFlowResponse);
}
