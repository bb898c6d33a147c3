import type { ApiClient } from '@/api/client';
import { flowDiffResponse, type FlowDiffResponse } from '@/api/contracts/chatbot';
import { botEndpoint } from './bot-endpoint';

/** GET flows/:id/diff: the saved draft against the latest published version, read right before publishing. */
export function fetchFlowDiff(client: ApiClient, flowId: string): Promise<FlowDiffResponse> {
  return client.call(botEndpoint`flows/${flowId}/diff`, { schema: flowDiffResponse });
}
