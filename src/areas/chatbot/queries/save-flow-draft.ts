import type { ApiClient } from '@/api/client';
import { saveFlowRequest, saveFlowResponse, type SaveFlowResponse } from '@/api/contracts/chatbot';
import type { FlowDocument } from '@/canvas/engine';
import { botEndpoint } from './bot-endpoint';
import { callFlowWrite } from './flow-write-errors';

/**
 * PUT flows/:id with the document and the version it started from. Throws `VersionConflictError`
 * when someone saved in between. The page calls it directly: it decides what a conflict means.
 */
export function saveFlowDraft(client: ApiClient, document: FlowDocument, baseVersion: number): Promise<SaveFlowResponse> {
  const json = saveFlowRequest.parse({ document, baseVersion });
  return callFlowWrite(client, botEndpoint`flows/${document.id}`, 'put', json, saveFlowResponse);
}
