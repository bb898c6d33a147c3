import { ProviderError } from '../channel';
import { graphErrorBody, sendMessageResponse, type SendMessageResponse, type SendTemplateRequest } from './cloud-api-types';

export interface CloudApiClientOptions {
  /** `https://graph.facebook.com` in production, the sandbox's loopback address otherwise. */
  baseUrl: string;
  /** `v18.0`: config.json's graphApiVersion. */
  graphApiVersion: string;
  accessToken: string;
  /** Injected for tests; the platform's fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CloudApiClient {
  sendTemplate(phoneNumberId: string, request: SendTemplateRequest): Promise<SendMessageResponse>;
}

/**
 * Codes after which the same request may be sent again later: throughput (130429), the 6-second pair
 * limit (131056, a second campaign reaching the same person), Graph's own rate limits (4, 80007) and
 * its transient failures (1, 2, 131000).
 */
const retryableCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131056]);

/** Failures that happen before a request leaves this machine, so a retry cannot send twice. */
const notSentCauses = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

export function isRetryableProviderCode(code: number, httpStatus?: number): boolean {
  return retryableCodes.has(code) || (httpStatus !== undefined && httpStatus >= 500);
}

export function createCloudApiClient(options: CloudApiClientOptions): CloudApiClient {
  const doFetch = options.fetch ?? fetch;
  const root = `${options.baseUrl.replace(/\/+$/, '')}/${options.graphApiVersion}`;

  async function post(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${root}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw unreachable(error);
    }
    const text = await response.text();
    const json = parseJson(text);
    if (response.ok) return json;
    const graph = graphErrorBody.safeParse(json);
    if (!graph.success) {
      throw new ProviderError(response.status, `HTTP ${response.status} without a Graph error body`, response.status >= 500 || response.status === 429);
    }
    const { code, message, error_data } = graph.data.error;
    const title = error_data?.details ? `${message}: ${error_data.details}` : message;
    throw new ProviderError(code, title, isRetryableProviderCode(code, response.status));
  }

  return {
    async sendTemplate(phoneNumberId, request) {
      const json = await post(`${encodeURIComponent(phoneNumberId)}/messages`, request);
      const answer = sendMessageResponse.safeParse(json);
      // The provider took the message, so resending could deliver it twice: not retryable.
      if (!answer.success) throw new ProviderError(0, 'The provider accepted the request but its answer has no message id', false);
      return answer.data;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Code 0: no answer from the provider. Retryable only when the request cannot have arrived. */
function unreachable(error: unknown): ProviderError {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  const reason = error instanceof Error ? error.message : String(error);
  return new ProviderError(0, `Provider unreachable: ${cause?.code ?? reason}`, cause?.code !== undefined && notSentCauses.has(cause.code));
}
