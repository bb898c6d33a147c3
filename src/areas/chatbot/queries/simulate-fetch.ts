import type { ApiClient } from '@/api/client';
import { simulateFetchRequest, simulateFetchResponse } from '@/api/contracts/chatbot';
import type { Fetcher } from '@/canvas/engine';
import { botEndpoint } from './bot-endpoint';

/**
 * The simulator's fetcher for API nodes: POST simulate/fetch makes the call from the server (the
 * browser could not reach most APIs for CORS, and `Private` calls need the server's credentials).
 * A refusal (4xx `outbound_*`) rejects, which the runtime takes as a failed call.
 */
export function createSimulatorFetcher(client: ApiClient): Fetcher {
  return async (request) => {
    const json = simulateFetchRequest.parse({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body,
      access: request.access,
      timeoutMs: request.timeoutMs,
    });
    const answer = await client.call(botEndpoint`simulate/fetch`, { method: 'post', json, schema: simulateFetchResponse });
    return { status: answer.status, headers: answer.headers, body: answer.body };
  };
}
